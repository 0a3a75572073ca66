# Guest programs for SreGuestTest, each after a line "#--- name"; guest_regen.py runs them with CPython.
#--- match_api
p = re.compile(r'(?P<first>\w+) (?P<last>\w+)(?: (\d+))?')
m = p.match('Jane Doe 42 rest')
print(m.group(), m.group(1), m.group('last'), m.group(1, 'first', 3), m[2], m['first'])
print(m.groups(), m.groupdict(), m.span(), m.span(3), m.start('last'), m.end(2), m.regs)
print(m.lastindex, m.lastgroup, m.pos, m.endpos, m.re is p, m.string)
m = p.match('Jane Doe')
print(m.groups(), m.groups('-'), m.groupdict('?'), m.span(3), m.group(3), m.lastindex, m.lastgroup)
print(repr(m), repr(p.match('x' * 60 + ' y')))
print(m.expand(r'\g<last>, \1 (\g<0>)'))
#--- pattern_api
p = re.compile(r'(a)(?P<n>b)?', re.I | re.M)
print(repr(p), p.pattern, p.flags, p.groups, dict(p.groupindex))
print(p == re.compile(r'(a)(?P<n>b)?', re.I | re.M), p != re.compile('a'), hash(p) == hash(re.compile(r'(a)(?P<n>b)?', re.I | re.M)))
print(repr(re.compile(b'x+')), repr(re.compile('x', re.A)), repr(re.compile('y' * 250)))
print(type(p).__name__, type(p).__module__, type(p.match('a')).__name__, type(p)[str], type(p.match('a'))[bytes])
m = p.match('a')
print(p.__copy__() is p, p.__deepcopy__({}) is p, m.__copy__() is m, m.__deepcopy__(None) is m)
#--- search_positions
p = re.compile(r'\d+')
print(p.match('ab12', 2), p.search('ab12cd345', 5), p.search('ab12cd345', 0, 3), p.fullmatch('123'), p.fullmatch('123a'))
print(p.search('12345', pos=1, endpos=3), p.match(string='99'), p.search('1', -10, 100))
print(re.compile('^a').search('ba', 1), re.compile('a$').search('ab', 0, 1), re.compile(r'\bb').search('ab', 1))
#--- findall_finditer
print(re.compile(r'\w+').findall('one two  three'), re.compile(r'(\w)(\d)?').findall('a1 b c3'))
print(re.compile(r'(\w+)=(\d+)').findall('a=1, b=22'), re.compile('x*').findall('axxb'))
print([m.span() for m in re.compile(r'\b|x').finditer('x x')], [m.group() for m in re.compile('').finditer('ab')])
it = re.compile(r'\d').finditer('a1b2')
print(type(it).__name__, next(it).group(), next(it).group(), next(it, 'end'))
s = re.compile(r'\d').scanner('1a2')
print(s.match().group(), s.match(), s.match(), s.pattern.pattern)
s = re.compile(r'\d').scanner('1a2')
print(s.search().group(), s.search().group(), s.search())
#--- sub_split
p = re.compile(r'(\w+)@(\w+)\.com')
print(p.sub(r'\2 at \1', 'mail joe@example.com and ann@test.com'))
print(p.subn(r'<\g<0>>', 'joe@example.com ann@test.com', count=1))
print(re.compile('a').sub(lambda m: m.group().upper() * 2, 'banana'), re.compile('x*').sub('-', 'abc'))
print(re.compile(r'(a)|b').sub(lambda m: m.group(1) or 'B', 'abab'), re.compile('a').sub('', 'aaa'))
print(re.compile(r'\s+').sub(' ', ' lots   of\t\nspace '), re.compile('a').sub('\\\\', 'cat'))
print(re.compile(r'[,;]\s*').split('a, b;c,  d'), re.compile(r'([,;])').split('a,b;c', maxsplit=1))
print(re.compile(r'x*').split('axbc'), re.compile(r'(x)|(y)').split('1x2y3'), re.compile('z').split(''))
print(re.compile(rb'(\d+)').sub(rb'[\1]', b'a1b22'), re.compile(rb'\s').split(b'a b\tc'))
print(re.compile('a').subn('b', 'aaa', 2), re.compile('a').sub('b', 'aaa', -1))
#--- bytes_and_buffers
p = re.compile(rb'[a-z]+')
print(p.findall(b'ab CD ef'), p.findall(bytearray(b'xy z')), p.search(memoryview(b'..qq..')).group())
print(re.compile(rb'(?i)abc').match(b'ABC').group(), re.compile(rb'\w+').findall(b'caf\xe9 x'))
print(repr(re.compile(rb'a.c').search(b'xa\x00cx')), re.compile(b'a').sub(b'b', bytearray(b'aa')))
m = re.compile(rb'(b+)').search(bytearray(b'abbc'))
print(m.group(), m.group(1), m.string, re.compile(rb'x').split(memoryview(b'axb')), re.compile(b'').sub(b'-', b''))
#--- unicode
print(re.compile(r'\w+').findall('héllo wörld 中文 x_1'), re.compile(r'\d+').findall('٣٤ 12'))
print(re.compile('(?i)straße').match('STRASSE'), re.compile('(?i)k').findall('kK\u212a'), re.compile('(?i)σ').findall('Σςσ'))
print(re.compile('[\U0001F600-\U0001F64F]+').findall('a\U0001F601\U0001F602b'), re.compile('.').findall('\U0001F600x'))
print(re.compile(r'(?<=\U0001F600)x').search('\U0001F600x').span())
#--- errors
p = re.compile(r'(a)(?P<n>b)?')
for f in (lambda: p.match(1), lambda: p.match(b'a'), lambda: re.compile(b'a').match('a'),
          lambda: p.match('a').group(3), lambda: p.match('a').group('zz'), lambda: p.match('a').start(5),
          lambda: p.match('a')['x'], lambda: re.compile('a').sub(lambda m: 1, 'a'),
          lambda: re.compile('a').sub(b'x', 'a'), lambda: p.match('ab', pos=1.0), lambda: p.match('a', bad=1),
          lambda: p.match(), lambda: type(p)(), lambda: p.match('a').group(-1), lambda: p.sub('x'),
          lambda: p.split(), lambda: p.findall(string=1), lambda: p.match('a').group(2**70)):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
#--- sre_module
import _sre
print(_sre.MAGIC, _sre.CODESIZE, _sre.MAXREPEAT, _sre.MAXGROUPS, _sre.getcodesize())
print([_sre.ascii_iscased(c) for c in (65, 97, 48, 0xe9)], [_sre.unicode_iscased(c) for c in (65, 0xe9, 0x4e2d, 0x3c3)])
print([_sre.ascii_tolower(c) for c in (65, 0xc9)], [_sre.unicode_tolower(c) for c in (65, 0xc9, 0x212a, 0x130)])
for bad in ([1], [14, 4, 0, 0, 0, 17, 99, 1], [99, 1]):
    try:
        _sre.compile('a', 0, bad, 0, {}, (None,))
    except Exception as e:
        print(type(e).__name__, e)
#--- deep_and_backtracking
text = 'ab' * 200000 + 'c'
print(re.compile(r'(?:a|b)*c').match(text).end(), re.compile(r'(ab)*c').match(text).span(1))
print(re.compile(r'(?:a|b)*?c').match(text).end(), len(re.compile(r'(a|b)+').findall(text)))
print(re.compile(r'(a+)+b').match('a' * 18 + 'c'), re.compile(r'(?>a+)+b').match('a' * 30))
print(re.compile(r'(\w+\s?)*$').match('one two three four five six').group(1))
