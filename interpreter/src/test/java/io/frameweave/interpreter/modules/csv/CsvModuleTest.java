package io.frameweave.interpreter.modules.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.modules.GuestProgram;
import org.junit.jupiter.api.Test;

/**
 * {@code _csv} without Lib's csv.py: the reader's state machine (quotes, doubled quotes, escapes, records over
 * several lines, skipinitialspace, QUOTE_NONNUMERIC), the writer's quoting rules, dialect checks and the registry,
 * against what CPython 3.11 printed for the same programs.
 */
class CsvModuleTest {

    @Test
    void readerAndWriterAgreeWithCPython() {
        String program = """
import _csv, io
print(list(_csv.reader(['a,"b ""q"" c",d', 'x,"multi', 'line",y', '', ' s, t'], skipinitialspace=True)))
print(list(_csv.reader(['a\\\\,b|"c|d"|e\\\\'], delimiter='|', escapechar='\\\\')))
print(list(_csv.reader(['1,"2",3.5,'], quoting=_csv.QUOTE_NONNUMERIC)))
w = io.StringIO()
wr = _csv.writer(w, lineterminator='\\n')
wr.writerow(['a', 'b,c', 'd"e', 'f\\ng', None, 3, ''])
wr.writerow([''])
_csv.writer(w, quoting=_csv.QUOTE_NONE, escapechar='$', lineterminator='\\n').writerow(['a,b', 'c"d', 'e$f'])
_csv.writer(w, quoting=_csv.QUOTE_NONNUMERIC, lineterminator='\\n').writerow([1, 2.5, 'x', None, True])
print(repr(w.getvalue()))
""";
        assertEquals("""
[['a', 'b "q" c', 'd'], ['x', 'multiline', 'y'], [], ['s', 't']]
[['a,b', 'c|d', 'e\\n']]
[[1.0, '2', 3.5, '']]
'a,"b,c","d""e","f\\ng",,3,\\n""\\na$,b,c$"d,e$$f\\n1,2.5,"x","",True\\n'""", GuestProgram.run(program));
    }

    @Test
    void errorsDialectsAndTheFieldLimitAgreeWithCPython() {
        String program = """
import _csv
for bad in (lambda: list(_csv.reader(['a,"b"x'], strict=True)), lambda: list(_csv.reader(['"open'], strict=True)),
            lambda: list(_csv.reader(['a\\rb'])), lambda: list(_csv.reader([1])), lambda: _csv.get_dialect('zz'),
            lambda: _csv.reader([], delimiter='::'), lambda: _csv.reader([], quotechar=1), lambda: _csv.reader([], quoting=5),
            lambda: _csv.reader([], quotechar=None, quoting=1), lambda: _csv.writer(object())):
    try:
        bad()
    except (_csv.Error, TypeError) as e:
        print(type(e).__name__, e)
_csv.register_dialect('semi', delimiter=';', strict=True)
d = _csv.get_dialect('semi')
print(d.delimiter, d.strict, d.quoting, _csv.list_dialects(), list(_csv.reader(['a;b'], 'semi')))
print(_csv.field_size_limit(4), _csv.field_size_limit())
try:
    list(_csv.reader(['abcde']))
except _csv.Error as e:
    print(e)
""";
        assertEquals("""
Error ',' expected after '"'
Error unexpected end of data
Error new-line character seen in unquoted field - do you need to open the file in universal-newline mode?
Error iterator should return strings, not int (the file should be opened in text mode)
Error unknown dialect
TypeError "delimiter" must be a 1-character string
TypeError "quotechar" must be string or None, not int
TypeError bad "quoting" value
TypeError quotechar must be set if quoting enabled
TypeError argument 1 must have a "write" method
; True 0 ['semi'] [['a', 'b']]
131072 4
field larger than field limit (4)""", GuestProgram.run(program));
    }
}
