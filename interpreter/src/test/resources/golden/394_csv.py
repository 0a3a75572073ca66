# csv from CPython's Lib over _csv: reader and writer, dialects, quoting, escapes, DictReader/DictWriter, errors
# golden: needs the standard library
import csv
import io

text = 'name,quote,n\r\nann,"said ""hi""",1\r\nbob,"two\nlines",2\r\n"c, d",,3\r\n\r\nlast,x,\r\n'
rows = list(csv.reader(io.StringIO(text, newline="")))
print(rows)
r = csv.reader(["a,b", "c"])
print(next(r), r.line_num, r.dialect.delimiter, next(r), r.line_num)
print(list(csv.reader(["a, b,  c"], skipinitialspace=True)), list(csv.reader(["a;b;'c;d'"], delimiter=";", quotechar="'")))
print(list(csv.reader(["a\\,b,c\\\\d", '"q\\"x",y'], escapechar="\\")), list(csv.reader(['a,"b"c'])))
print(list(csv.reader(['1,"2",x3', ""])))
print(list(csv.reader(['1,2.5,"x"'], quoting=csv.QUOTE_NONNUMERIC)), list(csv.reader(['a,"b",c'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(['a,"unterminated'])), list(csv.reader(['a\0b,c'])), list(csv.reader(['x,"y\\', 'z"'], escapechar="\\")))

out = io.StringIO()
w = csv.writer(out)
print(w.writerow(["plain", 'q"uote', "com,ma", "new\nline", " space", "", None, 1, 2.5, True]))
w.writerows([[""], [], ["a"], (x for x in "xyz")])
csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n").writerow([1, "a", None])
csv.writer(out, quoting=csv.QUOTE_NONNUMERIC).writerow([1, "a", None, 2.0, 3j])
csv.writer(out, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(['a,b', 'c"d', "e\\f"])
csv.writer(out, doublequote=False, escapechar="\\").writerow(['say "x"'])
csv.writer(out, delimiter="\t", lineterminator="|").writerow(["tab\there", "ok"])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue().split("\r\n", 1)[0] + "\r\n", newline=""))))

csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL, lineterminator="\n")
print(sorted(csv.list_dialects()), csv.get_dialect("pipes").delimiter, csv.get_dialect("excel-tab").delimiter)
out = io.StringIO()
csv.writer(out, "pipes").writerow(["a", 1])
print(repr(out.getvalue()), list(csv.reader(['"a"|"1"'], "pipes")))
class Semi(csv.Dialect):
    delimiter = ";"
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL
print(list(csv.reader(["x;y"], Semi)), csv.field_size_limit(), csv.field_size_limit(10), csv.field_size_limit())
csv.unregister_dialect("pipes")

buf = io.StringIO()
dw = csv.DictWriter(buf, fieldnames=["id", "name", "score"], extrasaction="ignore")
dw.writeheader()
dw.writerows([{"id": 1, "name": "ann", "score": 9.5, "junk": 0}, {"id": 2, "name": "b,o"}])
print(repr(buf.getvalue()))
buf.seek(0)
for row in csv.DictReader(buf):
    print(row)
print(list(csv.DictReader(["a,b", "1,2,3", "4"], restkey="more", restval="?")))
print(csv.Sniffer().sniff("a;b;c\n1;2;3\n").delimiter, csv.Sniffer().has_header("name,age\nann,3\nbob,4\n"))

d = csv.get_dialect("excel")
print(d.delimiter, d.doublequote, d.escapechar, repr(d.lineterminator), d.quotechar, d.quoting, d.skipinitialspace, d.strict)
for bad in (lambda: list(csv.reader(['a,"b"c'], strict=True)), lambda: list(csv.reader(['a,"b'], strict=True)),
            lambda: list(csv.reader(["a\nb"])), lambda: list(csv.reader([b"bytes"])), lambda: list(csv.reader(["abcdefghijkl"])),
            lambda: csv.writer(io.StringIO()).writerow(1), lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b']),
            lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['']), lambda: csv.get_dialect("nope"),
            lambda: csv.reader([], delimiter=""), lambda: csv.reader([], delimiter=1), lambda: csv.reader([], quotechar=None).dialect.quoting,
            lambda: csv.reader([], escapechar="ab"), lambda: csv.reader([], quoting=7), lambda: csv.reader([], lineterminator=None),
            lambda: csv.reader([], bogus=1), lambda: csv.writer(1), lambda: csv.register_dialect(1),
            lambda: setattr(d, "delimiter", ";"), lambda: csv.field_size_limit("x"),
            lambda: list(csv.reader(["1,x"], quoting=csv.QUOTE_NONNUMERIC))):
    try:
        print(bad())
    except (csv.Error, TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
