# float.hex() and float.fromhex() as CPython 3.11
import math
import random

for x in [1.5, 0.0, -0.0, float('inf'), -float('inf'), float('nan'), 5e-324, 2.2250738585072014e-308,
          1e308, -0.1, 1.0, 3.141592653589793, 2.0 ** 1023 * 1.9999999999999998]:
    print(repr(x), x.hex())
for s in ['0x1p-1074', ' 0X1.FFFFFFFFFFFFFp1023 ', 'inf', '-Infinity', 'nan', '-NaN', 'infin', '0x.8', '1',
          '0x1p1024', '0x1.fffffffffffff8p1023', '0x1.fffffffffffff7p1023', '0x1p-1075', '0x3p-1076', 'x', '0x', '',
          '0x1p', '1e5', '0x1.0000000000000801p0', '+0x1_0p0', '0x1.000000000000080000000000000001p0',
          '0x1.00000000000008p0', '0x1.00000000000018p0', '-0x0p0', '0x0.00000000000008p-1022',
          '0x0.00000000000018p-1022', '0x.000001p1048', '0x1p-99999999999999999999', '0x0p99999999999999999999',
          '0x1p99999999999999999999', '\t-0x1.8p+1\n', '0x1.8p+-1', '- 0x1', '0xg', '0x1.8 p1', '  ']:
    try:
        v = float.fromhex(s)
        print(repr(s), v, math.copysign(1.0, v))
    except (ValueError, OverflowError) as e:
        print(repr(s), type(e).__name__, e)


class F(float):
    pass


print(type(F.fromhex('0x1p0')), F.fromhex('0x1.8p0'))
for bad in [lambda: float.fromhex(1), lambda: (1.5).hex(1), lambda: float.fromhex(), lambda: float.fromhex('1', 2),
            lambda: float.fromhex(b'0x1'), lambda: float.fromhex(s='1')]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
random.seed(5)
for _ in range(3000):
    x = random.random() * 10 ** random.randint(-325, 308)
    assert float.fromhex(x.hex()) == x, x
    assert float.fromhex((-x).hex()) == -x, x
print('round trips ok')
