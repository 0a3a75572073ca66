# String literals: escapes, raw strings, triple quotes, concatenation.
s = "tab:\there\nnewline done"
print(s)
print(repr(s))
print(len("\n"), len("\\n"), len(r"\n"), len("\x41\u00e9"))
print("quote: \"double\" and 'single'", 'it\'s', "back\\slash")
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("\x00\x1f\x7f"))
print(repr("caf\u00e9"), "caf\u00e9", len("caf\u00e9"), "\u00e9" == "é")
print("\101\102\103", "\x41\x42", "\u0041\U00000042")
print(r"C:\new\table", r"raw \" still has backslash", R"\d+\.\d+")
print("adjacent " "literals " 'join', "x" * 3 + "y")
multi = """line one
    line two (indented)
line three with "quotes" and 'apostrophes'"""
print(multi)
print(multi.count("\n"), multi.splitlines()[1].strip())
single = '''a\
b'''
print(single, len(single))
print(repr("""\n"""), repr('''\t'''))
print(repr("\r\n"), repr("\a\b\f\v"), repr("\\"))
print(ascii("café ☃"), repr("☃"), len("☃"), ord("☃"), chr(9731))
print("emoji:", "\U0001F600", len("\U0001F600"), ord("\U0001F600"))
print("é".upper(), "ß".upper(), "Ä".lower(), "ǅ".lower())
print("no bytes here", "\x41\x42" == "AB")
text = "The quick brown fox"
print(text[4:9], text[-3:], text[::2], text[::-1])
print("abc" < "abd", "abc" < "ab", "Z" < "a", "" < "a", "abc" == "a" + "bc")
print(f"{'nested'} {'quotes'!r}", f'{"x"}')
print("%s|%r|%a" % ("é", "é", "é"))
print("{}".format("\t"), "{!r}".format("\t"))
