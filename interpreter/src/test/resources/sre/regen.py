"""Regenerates cases.txt, the expected results of CPython 3.11's regular expression engine (_sre).

Run it as ``/usr/bin/python3.11 regen.py``. For each pattern below it records the code CPython's
``re._compiler`` hands ``_sre.compile``, and, for each subject, what CPython's compiled pattern returns:
match, fullmatch and search (spans of the match and of every group, and lastindex), finditer's matches,
findall, split and sub with a literal replacement. ``SreEngineTest`` feeds the code to frameweave's engine and
compares; it never needs Python.

Format, one record per line, fields separated by tabs:
  P  <name> <flags> <groups> <is bytes 0/1> <code words, comma-separated>
  S  <subject as code points or bytes, comma-separated> <pos> <endpos>
  R  <operation> <result>
A result of match/fullmatch/search is ``-`` (no match) or ``start:end`` followed by one ``start:end`` per group
and ``li=<lastindex>``, separated by spaces; finditer joins such results with ``;``. findall, split and sub
give a list of texts, each as its comma-separated chars (``N`` for None, ``E`` for an empty text), joined
with ``|``, and findall's tuples join their texts with ``/``; sub adds the count after ``#``.
"""
import os
import re
import sys
from re import _compiler, _parser

HERE = os.path.dirname(os.path.abspath(__file__))

I, M, S, X, A, L = re.I, re.M, re.S, re.X, re.A, re.L

# (pattern, flags, subjects): together they run every opcode of _constants.py
CASES = [
    # literals, INFO prefix (one char and longer, with and without the literal flag), charset prefix
    ("a", 0, ["a", "ba", "", "xyz"]),
    ("abc", 0, ["abc", "xxabcabc", "ababc", "ab"]),
    ("abab", 0, ["abababab", "aabab", "abaabab"]),
    ("aab", 0, ["aaab", "aabaab", "abaab"]),
    ("ab(c)", 0, ["xabcab", "abd"]),
    ("ab+c", 0, ["abbbc", "xabc", "ac"]),
    ("[ab]c", 0, ["xbc", "acbc", "c"]),
    ("x[^a]y", 0, ["xay xby", "xyy"]),
    ("\u00e9t\u00e9", 0, ["\u00e9t\u00e9", "ete"]),
    ("\U0001F600+", 0, ["a\U0001F600\U0001F600b", "none"]),
    ("[\U0001F600-\U0001F64F]", 0, ["x\U0001F601y", "z"]),
    # ANY, ANY_ALL
    ("a.c", 0, ["abc", "a\nc", "ac"]),
    ("a.c", S, ["a\nc", "abc"]),
    (".*", 0, ["abc\ndef", ""]),
    (".*", S, ["abc\ndef"]),
    ("(.)(.)?", 0, ["x", "xy\nz"]),
    # AT
    ("^abc", 0, ["abc", "xabc", "abc\nabc"]),
    ("^abc", M, ["x\nabc", "abc\nabc"]),
    ("abc$", 0, ["abc", "abc\n", "abc\n\n", "abcx"]),
    ("abc$", M, ["abc\nx", "abc\nabc"]),
    ("\\Aab", 0, ["ab", "\nab"]),
    ("ab\\Z", 0, ["ab", "ab\n"]),
    ("\\bfoo\\b", 0, ["foo", "a foo b", "foobar", "barfoo"]),
    ("\\Boo\\B", 0, ["foooo", "oo", "a oo"]),
    ("\\b", 0, ["", "ab cd"]),
    ("\\B", 0, ["", "ab cd"]),
    ("\\b\\w+\\b", A, ["caf\u00e9 na\u00efve"]),
    ("\\b\\w+\\b", 0, ["caf\u00e9 na\u00efve"]),
    ("^$", M, ["a\n\nb\n"]),
    ("$", 0, ["a\nb\n"]),
    ("(?m)^\\w+$", 0, ["one\ntwo\nthree"]),
    # CATEGORY via sets, ASCII and Unicode
    ("\\d+", 0, ["ab123cd\u0663\u0664", "none"]),
    ("\\d+", A, ["12\u0663\u0664"]),
    ("\\D+", 0, ["ab12cd"]),
    ("\\s+", 0, ["a \t\n\x0bb\u00a0\u2003c\x1c"]),
    ("\\s+", A, ["a \t\nb\u00a0c"]),
    ("\\S+", 0, ["ab cd\tef"]),
    ("\\w+", 0, ["h\u00e9llo w\u00f6rld_1 \u4e2d\u6587"]),
    ("\\w+", A, ["h\u00e9llo w\u00f6rld_1"]),
    ("\\W+", 0, ["a, b; c!"]),
    ("[\\d\\s]+", 0, ["a1 2\n3b"]),
    ("[^\\w\\s]+", 0, ["hi, there! ok?"]),
    ("[\\w.-]+@[\\w-]+\\.\\w+", 0, ["mail joe.bloggs@example.com now", "x@y"]),
    # sets: CHARSET, RANGE, NEGATE, BIGCHARSET, LITERAL in sets
    ("[a-fx-z0-3]+", 0, ["cafe 1024 xyzzy"]),
    ("[^a-c]+", 0, ["abcdefabc"]),
    ("[\u0100-\u0200\u4e00-\u4e10]+", 0, ["a\u0101\u0150\u4e01b"]),
    ("[\u0101\u0103\u0105\u0107\u0109\u010b\u010d\u0300\u0400\u0500]+", 0, ["x\u0101\u0105\u0300\u0500y"]),
    ("[^\u0101\u0103\u0105\u0107\u0109\u010b\u010d\u0300]+", 0, ["\u0101abc\u0103"]),
    ("[a\u4e00]", 0, ["x\u4e00a"]),
    ("[ab\u0394]+", 0, ["ba\u0394\u0395"]),
    ("[\\]\\-^]+", 0, ["a]-^b"]),
    # case-insensitive: LITERAL/NOT_LITERAL/IN/RANGE/GROUPREF _IGNORE and _UNI_IGNORE
    ("abc", I, ["ABC", "aBc", "xAbC"]),
    ("[a-z]+", I, ["HeLLo World"]),
    ("[^a-z]+", I, ["HeLLo World 42"]),
    ("k", I, ["K", "k", "\u212a"]),
    ("\u212a", I, ["k", "K"]),
    ("s", I, ["\u017f", "S"]),
    ("[k-l]+", I, ["\u212aKl"]),
    ("\u00e9+", I, ["\u00c9\u00e9\u00c9"]),
    ("[\u00e0-\u00ff]+", I, ["\u00c0\u00c9\u00ff\u0178"]),
    ("\u03c3", I, ["\u03a3\u03c2\u03c3"]),
    ("[^\u03c3]", I, ["\u03a3a"]),
    ("x[^k]y", I, ["x\u212ay xKy xay"]),
    ("abc", I | A, ["ABC"]),
    ("k", I | A, ["\u212a", "K"]),
    ("(a+)\\1", I, ["aAAa", "aaB"]),
    ("(\u00e9)\\1", I, ["\u00e9\u00c9"]),
    ("(\\w+) \\1", I | A, ["Hello HELLO"]),
    ("(?i:ab)c", 0, ["ABc", "ABC"]),
    ("a(?-i:b)c", I, ["AbC", "ABC"]),
    ("[\U0001044e]", I, ["\U00010426", "\U0001044e"]),
    ("[\U00010400-\U00010410]+", I, ["x\U00010428\U00010401y"]),
    ("x[^a]y", I | A, ["xAy xby"]),
    ("\\B.[\\D][\\S][\\W]", A, ["ab\u00e9\u0663x!", "abcd,"]),
    ("\\Z|\\A", M, ["a\nb"]),
    # BRANCH
    ("a|b|c", 0, ["xbc", "d"]),
    ("cat|dog|bird", 0, ["hotdog catbird"]),
    ("(a|ab)(c|bcd)(d*)", 0, ["abcd"]),
    ("(?:x|[ab])y", 0, ["ay by xy cy"]),
    ("(|a)b", 0, ["ab", "b"]),
    ("(a)|(b)", 0, ["b", "a"]),
    ("(a|b)*c", 0, ["ababc", "c"]),
    # REPEAT_ONE / MIN_REPEAT_ONE / POSSESSIVE_REPEAT_ONE
    ("a*", 0, ["aaa", "baaa", ""]),
    ("a+b", 0, ["aaab", "aaa"]),
    ("a{2,3}", 0, ["aaaa", "a"]),
    ("a{2}", 0, ["aaaaa"]),
    ("a{,2}b", 0, ["aaab"]),
    ("x*y", 0, ["xxxxz xy"]),
    ("a*?b", 0, ["aaab"]),
    ("a+?", 0, ["aaa"]),
    ("a{2,3}?", 0, ["aaaa"]),
    ("<.*>", 0, ["<a><b>"]),
    ("<.*?>", 0, ["<a><b>"]),
    ("\\d*?$", 0, ["123"]),
    ("a*+a", 0, ["aaa"]),
    ("a++b", 0, ["aaab", "b"]),
    ("a?+a", 0, ["a", "aa"]),
    ("[ab]*+c", 0, ["ababc", "abab"]),
    ("x{2,}+", 0, ["xxxxx x"]),
    ("[^,]*,", 0, ["a,bb,,c"]),
    ("\\w*?x", 0, ["abcx"]),
    # REPEAT with MAX_UNTIL / MIN_UNTIL / POSSESSIVE_REPEAT
    ("(ab)*", 0, ["ababx", "x"]),
    ("(ab)+?", 0, ["ababab"]),
    ("(ab){2,3}", 0, ["abababab", "ab"]),
    ("(?:ab){2,3}?c", 0, ["abababc"]),
    ("(a|bc)*d", 0, ["abcad", "abce"]),
    ("(a|bc)*?d", 0, ["abcad"]),
    ("(a*)*b", 0, ["aaab", "b", "c"]),
    ("(a*)+b", 0, ["aab"]),
    ("(a*)*?b", 0, ["aab"]),
    ("(?:a|())*b", 0, ["aab"]),
    ("(x?)*y", 0, ["xxy"]),
    ("((a)|b)*", 0, ["abab", "ba"]),
    ("((a)|b)*?c", 0, ["abac"]),
    ("(?:(a)|b)+", 0, ["ab", "ba"]),
    ("(a|b)*+c", 0, ["abc", "ab"]),
    ("(?:ab)++", 0, ["ababa"]),
    ("(?:ab)*+ab", 0, ["abab"]),
    ("(a|ab)++c", 0, ["abc", "aac"]),
    ("(?:x(y)?)*+z", 0, ["xyxz"]),
    ("(?:a{2}){2,}", 0, ["aaaaaaa"]),
    ("(\\w+\\s?)*$", 0, ["one two three"]),
    ("(?:a|b)*?c", 0, ["ababc"]),
    # ATOMIC_GROUP
    ("(?>a+)b", 0, ["aab", "aa"]),
    ("(?>a+)a", 0, ["aaa"]),
    ("(?>ab|a)c", 0, ["abc", "ac"]),
    ("(?>(a)|b)c", 0, ["ac", "bc"]),
    ("(?>x*)(?>y*)z", 0, ["xxyyz"]),
    # groups, named groups, MARK, lastindex
    ("(a)(b)(c)", 0, ["abc"]),
    ("(?P<first>\\w+) (?P<last>\\w+)", 0, ["Jane Doe"]),
    ("((a)(b))", 0, ["ab"]),
    ("(a)(?:b)(c)?", 0, ["ab", "abc"]),
    ("(a(b)?)+", 0, ["aba"]),
    ("(?:(\\d+)-)?(\\d+)", 0, ["12-34", "56"]),
    # GROUPREF, GROUPREF_EXISTS
    ("(\\w)\\1", 0, ["hello", "abc"]),
    ("(?P<q>['\"]).*?(?P=q)", 0, ["say 'hi' \"x\""]),
    ("(a)?b(?(1)c|d)", 0, ["abc", "bd", "abd"]),
    ("(<)?\\w+(?(1)>)", 0, ["<a> b <c"]),
    ("(a)?(?(1)b)", 0, ["ab", "c"]),
    ("(?:(a)|b)\\1", 0, ["aa", "bb"]),
    ("(a)|\\1", 0, ["x"]),
    # ASSERT / ASSERT_NOT, look-behind
    ("foo(?=bar)", 0, ["foobar foobaz"]),
    ("foo(?!bar)", 0, ["foobar foobaz"]),
    ("(?<=a)b", 0, ["ab cb"]),
    ("(?<!a)b", 0, ["ab cb"]),
    ("(?<=ab)c", 0, ["abc", "c"]),
    ("(?<=\\d{3})x", 0, ["123x 12x"]),
    ("(?=(a+))a*b\\1", 0, ["baaabac"]),
    ("(?!(a)b)(a)", 0, ["ab ac"]),
    ("(?<=(a))b", 0, ["ab"]),
    ("\\w+(?<!ing)\\b", 0, ["sing song thing"]),
    ("(?=a)", 0, ["aba"]),
    ("(?=.*\\d)(?=.*[a-z]).{6,}", 0, ["abc123", "abcdef"]),
    # X (verbose), comments
    ("a b # comment\n c", X, ["abc", "a b c"]),
    ("[ ]x", X, [" x"]),
    # empty matches and must_advance
    ("", 0, ["", "abc"]),
    ("x*", 0, ["axxb", ""]),
    ("\\b|x", 0, ["x x"]),
    ("(?:)", 0, ["ab"]),
    ("a|", 0, ["bab"]),
    ("|a", 0, ["bab"]),
    ("\\s*", 0, ["a b  c"]),
    # longer and harder
    ("(\\d{1,3})(?:\\.(\\d{1,3})){3}", 0, ["ip 192.168.0.1 and 10.0.0.256"]),
    ("(?P<key>\\w+)=(?P<value>[^;]*);?", 0, ["a=1;b=two;c="]),
    ("^(?:(\\w+)://)?([^/:]+)(?::(\\d+))?(/.*)?$", 0, ["http://example.com:80/x/y", "host"]),
    ("(a+)+b", 0, ["aaaaaaaaaaaaaaaac"]),
    ("(\\w+)\\s+(\\w+)\\s*(?:,\\s*(\\w+))*", 0, ["alpha beta, gamma, delta"]),
    ("[A-Z][a-z]+(?:\\s[A-Z][a-z]+)*", 0, ["Hello World and New York City"]),
    ("\\$?(\\d{1,3}(?:,\\d{3})*)(\\.\\d\\d)?", 0, ["cost $1,234,567.89 or 12"]),
]

BYTES_CASES = [
    (b"abc", 0, [b"xabcabc", b"ab"]),
    (b"a.c", 0, [b"a\x00c a\nc"]),
    (b"[\x80-\xff]+", 0, [b"ab\x80\xfe\xffcd"]),
    (b"\\w+", 0, [b"h\xe9llo world_1"]),
    (b"\\s+", 0, [b"a \t\nb\xa0c"]),
    (b"\\d+", 0, [b"ab123"]),
    (b"abc", I, [b"xABC"]),
    (b"[a-z]+", I, [b"HeLLo"]),
    (b"\xe9", I, [b"\xc9\xe9"]),
    (b"(a)\\1", I, [b"aA"]),
    (b"\\bfoo\\b", 0, [b"a foo b"]),
    (b"(\\w+)@(\\w+)\\.com", 0, [b"joe@example.com"]),
    (b"x*", 0, [b"axxb"]),
    (b"abc", L | I, [b"xAbC"]),
    (b"[a-c]+", L | I, [b"xAbC"]),
    (b"(a)\\1", L | I, [b"aA"]),
    (b"\\w+", L, [b"ab_1 c"]),
    (b"\\bx\\b", L, [b"a x b"]),
    (b"\\Bx", L, [b"ax"]),
    (b"[^a]", L | I, [b"Ab"]),
    (b"a[^b]", L | I, [b"aB ac"]),
    (b"\\w\\W", L, [b"a,"]),
]

# (pattern, flags, subject, pos, endpos): pos/endpos clamp, and ^/$/\b see the whole text
POS_CASES = [
    ("^a", 0, "aaa", 1, 3),
    ("a$", 0, "aab", 0, 2),
    ("\\ba", 0, "aaa", 1, 3),
    ("a+", 0, "aaaa", 1, 3),
    ("(?<=a)a", 0, "aaa", 1, 3),
    ("b", 0, "abc", -5, 100),
    ("$", 0, "ab\nc", 0, 3),
    ("", 0, "abc", 4, 2),
]


def enc(text):
    if text is None:
        return "N"
    if len(text) == 0:
        return "E"
    return ",".join(str(c) for c in (text if isinstance(text, bytes) else map(ord, text)))


def span_result(m, groups):
    if m is None:
        return "-"
    parts = ["%d:%d" % m.span()]
    for g in range(1, groups + 1):
        parts.append("%d:%d" % m.span(g))
    parts.append("li=%s" % (m.lastindex if m.lastindex is not None else -1))
    return " ".join(parts)


def findall_item(item):
    if isinstance(item, tuple):
        return "/".join(enc(x) for x in item)
    return enc(item)


def records(name, pattern, flags, subjects):
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    compiled = re.compile(pattern, flags)
    groups = compiled.groups
    assert groups == parsed.state.groups - 1
    out = ["P\t%s\t%d\t%d\t%d\t%s" % (name, compiled.flags, groups, int(isinstance(pattern, bytes)),
                                      ",".join(str(int(c)) for c in code))]
    for subject, pos, endpos in subjects:
        out.append("S\t%s\t%d\t%d" % (enc(subject) if subject else "E", pos, endpos))
        out.append("R\tmatch\t" + span_result(compiled.match(subject, pos, endpos), groups))
        out.append("R\tfullmatch\t" + span_result(compiled.fullmatch(subject, pos, endpos), groups))
        out.append("R\tsearch\t" + span_result(compiled.search(subject, pos, endpos), groups))
        out.append("R\tfinditer\t" + ";".join(span_result(m, groups) for m in compiled.finditer(subject, pos, endpos)))
        out.append("R\tfindall\t" + "|".join(findall_item(x) for x in compiled.findall(subject, pos, endpos)))
        if pos == 0 and endpos == sys.maxsize:
            out.append("R\tsplit\t" + "|".join(enc(x) for x in compiled.split(subject)))
            repl = b"<>" if isinstance(pattern, bytes) else "<>"
            text, n = compiled.subn(repl, subject)
            out.append("R\tsub\t%s#%d" % (enc(text), n))
    return out


def main():
    lines = []
    n = 0
    for pattern, flags, subjects in CASES + BYTES_CASES:
        n += 1
        lines += records("c%03d" % n, pattern, flags, [(s, 0, sys.maxsize) for s in subjects])
    for pattern, flags, subject, pos, endpos in POS_CASES:
        n += 1
        lines += records("c%03d" % n, pattern, flags, [(subject, pos, endpos)])
    with open(os.path.join(HERE, "cases.txt"), "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")
    print("%d patterns, %d subjects" % (n, sum(1 for l in lines if l.startswith("S\t"))))


if __name__ == "__main__":
    main()
