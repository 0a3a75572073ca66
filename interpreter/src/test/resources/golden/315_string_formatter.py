# _string's parser (shared with str.format) and what string.Formatter and string.Template build on it
import _string
import string


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for fmt in ["", "abc", "{}", "{0!r:>{1}}x", "a{{b}}c{0[x}]}", "{a.b[c].d}", "{:{}}", "{!r}", "}}{{",
            "{0!x}", "{name!s:^10}|{0:{1}.{2}f}", "{0[}", "x{", "{!r", "{!}", "{0!rx}", "{}}", "{ab",
            "{a{b}", "{0!}", "pre {} mid {:>3} post"]:
    show(lambda: list(_string.formatter_parser(fmt)))

for name in ["a.b[c][0].d", "0[1]", "", "a[", "a[]", "a.", "a[x]y", "12345678901234567890123", "\u0663",
             "a[\u0663]", "[0]", ".x", "a.0", "00"]:
    def split():
        first, rest = _string.formatter_field_name_split(name)
        return first, list(rest)
    show(split)

it = _string.formatter_parser("a{b}c{d!r:5}")
print(type(it).__name__, iter(it) is it, next(it), list(it))
first, rest = _string.formatter_field_name_split("x.y")
print(type(rest).__name__, iter(rest) is rest)
show(lambda: _string.formatter_parser(1))
show(lambda: _string.formatter_field_name_split(b"x"))
show(lambda: _string.formatter_parser())

# str.format parses the same way
for fmt in ["{0[}", "x{", "{!r", "{0!x}", "{}}", "{a{b}", "{0!\x01}", "{0:{1:{2}}}"]:
    show(lambda: fmt.format(1, 2, 3))
show(lambda: "{0[0]}{0[1]}{1.real}{k[key]}".format("ab", 3, k={"key": "v"}))
show(lambda: "{\u0663}".format(*range(5)))
show(lambda: "{0}{}".format(1, 2))
show(lambda: "{}{0}".format(1, 2))
show(lambda: "{0:{}}".format(1, 2))
show(lambda: "{:{}}".format(1, 2))
show(lambda: "{99999999999999999999}".format(1))
show(lambda: "{0[99999999999999999999]}".format([1]))
show(lambda: "{x}".format_map({"x": 5}))
show(lambda: "{0}".format_map({"x": 5}))

# string.Formatter
f = string.Formatter()
print(f.format("{0}-{1!r}-{k:>5}-{0[1]}", "ab", "c", k=7))
print(f.format("{:{}}|{:>{w}.{p}f}", "x", 4, 3.14159, w=8, p=2))
print(list(f.parse("a{0!r:>3}b{{c}}")))
show(lambda: f.format("{0}{}", 1, 2))
show(lambda: f.format("{}", ))
show(lambda: f.format("{0:{1:{2:{3}}}}", 1, 2, 3, 4))


class Upper(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, key.upper())
        return super().get_value(key, args, kwargs)

    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)

    def format_field(self, value, spec):
        return "<" + super().format_field(value, spec) + ">"


print(Upper().format("{missing} {0!u} {x:>4} {1:.2f}", "abc", 2.5, x="y"))
show(lambda: Upper().format("{0!z}", 1))
print(string.Formatter().vformat("{a}{b}", (), {"a": 1, "b": 2}))

# string.Template
t = string.Template("$who likes ${what}; $$ stays, $who again")
print(t.substitute(who="tim", what="kung pao"))
print(t.safe_substitute(who="tim"))
show(lambda: t.substitute(who="tim"))
show(lambda: string.Template("$").substitute())
show(lambda: string.Template("a $1").substitute())
print(string.Template("${x}y $x").substitute({"x": 1}, x=2))
print(t.get_identifiers(), t.is_valid(), string.Template("$ $x").is_valid())


class Percent(string.Template):
    delimiter = "%"
    idpattern = "[a-z]+"


print(Percent("%name is %age%% %Big").safe_substitute(name="x", age=3))
print(string.capwords("  hello   big  world "), string.capwords("a-b-c", "-"))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits, repr(string.whitespace))
print(len(string.printable), string.punctuation)
