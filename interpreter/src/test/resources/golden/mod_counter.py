# Helper module without __all__, with module state (not a golden program itself).
from mod_geometry import hypot as _hypot

count = 0
_secret = "underscore names are skipped by *"


def bump(n=1):
    global count
    count += n
    return count


def distance(p, q):
    return _hypot(p[0] - q[0], p[1] - q[1])
