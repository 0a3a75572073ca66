"""Writes what CPython 3.11 says about every code point, for UcdTablesTest (which never needs Python).

Run it as ``/usr/bin/python3.11 regen.py``. It writes, gzip-compressed:
- ``properties.txt.gz``: runs of code points with equal properties, one line per run:
  ``FIRST LAST category bidi combining width mirrored decimal digit numeric flags category-3.2 bidi-3.2
  mirrored-3.2``
  where ``flags`` is one letter per str predicate that holds for the character alone (a isalpha, d isdecimal,
  g isdigit, n isnumeric, p isprintable, s isspace, l islower, u isupper, t istitle, i isidentifier, c continues
  an identifier: ("a" + ch).isidentifier()), "-" for none, and absent values are "-";
- ``names.txt.gz``: ``CP NAME`` for every character with a name, except the runs of CJK unified ideographs, each
  written ``FIRST-LAST CJK UNIFIED IDEOGRAPH-``;
- ``decompositions.txt.gz``: ``CP DECOMPOSITION`` where it is not empty;
- ``mappings.txt.gz``: ``CP KIND HEX...`` for upper, lower, title, casefold, NFC, NFD, NFKC, NFKD and the NFKC
  of Unicode 3.2 (``old``), where the result is not the character itself.
"""
import gzip
import os
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
assert sys.version_info[:2] == (3, 11), "run it with CPython 3.11"
OLD = unicodedata.ucd_3_2_0


def flags(ch):
    tests = [("a", ch.isalpha), ("d", ch.isdecimal), ("g", ch.isdigit), ("n", ch.isnumeric),
             ("p", ch.isprintable), ("s", ch.isspace), ("l", ch.islower), ("u", ch.isupper), ("t", ch.istitle),
             ("i", ch.isidentifier), ("c", ("a" + ch).isidentifier)]
    return "".join(letter for letter, test in tests if test()) or "-"


def show(v):
    return "-" if v is None else repr(v) if isinstance(v, float) else str(v)


def properties(ch):
    return " ".join([unicodedata.category(ch), unicodedata.bidirectional(ch) or "-", str(unicodedata.combining(ch)),
                     unicodedata.east_asian_width(ch), str(unicodedata.mirrored(ch)),
                     show(unicodedata.decimal(ch, None)), show(unicodedata.digit(ch, None)),
                     show(unicodedata.numeric(ch, None)), flags(ch), OLD.category(ch), OLD.bidirectional(ch) or "-",
                     str(OLD.mirrored(ch))])


def hexes(s):
    return " ".join("%X" % ord(c) for c in s)


def main():
    with gzip.open(os.path.join(HERE, "properties.txt.gz"), "wt", encoding="ascii", compresslevel=9) as f:
        start, current = 0, properties(chr(0))
        for c in range(1, 0x110001):
            p = properties(chr(c)) if c < 0x110000 else None
            if p != current:
                f.write("%X %X %s\n" % (start, c - 1, current))
                start, current = c, p
    with gzip.open(os.path.join(HERE, "names.txt.gz"), "wt", encoding="ascii", compresslevel=9) as f:
        run = None  # a run of CJK unified ideographs, named by rule: written as "FIRST-LAST CJK UNIFIED IDEOGRAPH-"
        for c in range(0x110001):
            name = unicodedata.name(chr(c), None) if c < 0x110000 else None
            if name == "CJK UNIFIED IDEOGRAPH-%X" % c:
                run = run or [c, c]
                run[1] = c
                continue
            if run:
                f.write("%X-%X CJK UNIFIED IDEOGRAPH-\n" % tuple(run))
                run = None
            if name is not None:
                f.write("%X %s\n" % (c, name))
    with gzip.open(os.path.join(HERE, "decompositions.txt.gz"), "wt", encoding="ascii", compresslevel=9) as f:
        for c in range(0x110000):
            d = unicodedata.decomposition(chr(c))
            if d:
                f.write("%X %s\n" % (c, d))
    with gzip.open(os.path.join(HERE, "mappings.txt.gz"), "wt", encoding="ascii", compresslevel=9) as f:
        for c in range(0x110000):
            if 0xD800 <= c < 0xE000:
                continue
            ch = chr(c)
            results = [("upper", ch.upper()), ("lower", ch.lower()), ("title", ch.title()), ("fold", ch.casefold())]
            results += [(form, unicodedata.normalize(form, ch)) for form in ("NFC", "NFD", "NFKC", "NFKD")]
            results.append(("old", OLD.normalize("NFKC", ch)))
            for kind, result in results:
                if result != ch:
                    f.write("%X %s %s\n" % (c, kind, hexes(result)))


if __name__ == "__main__":
    main()
