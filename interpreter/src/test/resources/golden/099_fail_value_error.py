# Fails on purpose: ValueError from parsing a malformed number in the input.
raw = """10
20
 30
4O
50"""
def parse_lines(text):
    out = []
    for line in text.splitlines():
        out.append(int(line))
        print("parsed", out[-1])
    return out
def safe_parse(text):
    good = []
    for line in text.splitlines():
        try:
            good.append(int(line))
        except ValueError:
            print("skipping", repr(line))
    return good
print(safe_parse(raw))
print(sum(safe_parse("1\n2")))
a, b = "x,y".split(",")
print(a, b)
numbers = parse_lines(raw)
print("not reached", numbers)
