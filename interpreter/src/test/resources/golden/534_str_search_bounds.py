# find/rfind/index/rindex/count/startswith/endswith with every kind of start and end (absent, None, negative, past
# the end, start after end) on a str with a surrogate pair, and lone surrogates, which never match half of a pair
s = "abcabc\U0001F600xab"
for sub in ["", "a", "ab", "bc", "x", "\U0001F600", "\ud83d", "\ude00", "zz", "abcabc\U0001F600xab!"]:
    for args in [(), (1,), (-3,), (2, 5), (100,), (3, 100), (-100, -2), (5, 2), (None, 4), (None, None), (0, 0), (9,), (10,), (11,)]:
        out = [s.find(sub, *args), s.rfind(sub, *args), s.count(sub, *args), s.startswith(sub, *args), s.endswith(sub, *args)]
        try:
            out.append(s.index(sub, *args))
        except ValueError as e:
            out.append(str(e))
        try:
            out.append(s.rindex(sub, *args))
        except ValueError as e:
            out.append(str(e))
        print(repr(sub), args, out)
t = "plain ascii text with words"
print(t.find("with"), t.index("t"), t.rfind("t"), t.count("t"), t.count(""), t.find("", 100), t.count("", 30), t.rindex("w"), "".find(""), "".count(""))
