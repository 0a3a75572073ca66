# str methods: case, classification, padding.
samples = ["hello world", "Hello World", "HELLO", "hello", "123", "12a", "", "   ", "MiXeD cAsE", "o'neil's pub"]
for t in samples:
    print(repr(t), t.upper(), t.lower(), t.title(), t.capitalize(), t.swapcase())
for t in samples:
    print(repr(t), t.isalpha(), t.isdigit(), t.isalnum(), t.isspace(), t.isupper(), t.islower(), t.istitle(), t.isnumeric(), t.isdecimal())
print("abc".isidentifier(), "1abc".isidentifier(), "_x9".isidentifier(), "".isidentifier())
print(repr("ab".center(7)), repr("ab".center(7, "*")), repr("abc".center(6, "-")), repr("abc".center(2)))
print(repr("ab".ljust(5, ".")), repr("ab".rjust(5, ".")), repr("42".zfill(5)), repr("-42".zfill(6)), repr("+7".zfill(4)))
print(repr("a\tbc\td".expandtabs()), repr("a\tbc\td".expandtabs(4)), repr("\t".expandtabs(2)))
print("HeLLo".casefold(), "Hello".lower() == "hello")
print("x".isprintable(), "\n".isprintable(), "ABC".isascii(), "é".isascii())

table = [("apple", 3, 0.5), ("banana", 12, 0.25), ("cherry", 100, 3.0)]
print("+" + "-" * 10 + "+" + "-" * 6 + "+" + "-" * 8 + "+")
for name, qty, price in table:
    print("|" + name.ljust(10) + "|" + str(qty).rjust(6) + "|" + ("%.2f" % price).rjust(8) + "|")
print("+" + "-" * 10 + "+" + "-" * 6 + "+" + "-" * 8 + "+")

def snake_to_camel(name):
    parts = name.split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])

def camel_to_snake(name):
    out = []
    for ch in name:
        if ch.isupper():
            out.append("_" + ch.lower())
        else:
            out.append(ch)
    return "".join(out).lstrip("_")

for n in ["get_user_name", "x", "parse_http_response_code"]:
    c = snake_to_camel(n)
    print(n, c, camel_to_snake(c))

def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]

for p in ["A man, a plan, a canal: Panama", "race a car", "No 'x' in Nixon", ""]:
    print(repr(p), is_palindrome(p))
print(str.upper("abc"), str.join("+", "abc"), "a-b".split("-") == ["a", "b"])
print(ord("a"), chr(97), [chr(c) for c in range(ord("a"), ord("f"))], "abc" * 0, "ab" * -1)
