# The errno module: every name and value as Linux's CPython has them, errorcode (which name a shared number
# maps to), and OSError's choice of subclass for each number.
import errno

names = sorted(n for n in dir(errno) if n.startswith("E"))
print(len(names), len(errno.errorcode))
for n in names:
    v = getattr(errno, n)
    print(n, v, errno.errorcode[v], type(OSError(v, "x")).__name__)
print(sorted(errno.errorcode.items())[:5])
print(errno.EAGAIN == errno.EWOULDBLOCK, errno.errorcode[errno.EWOULDBLOCK], errno.errorcode[errno.EDEADLK],
      errno.errorcode[errno.EOPNOTSUPP])
print(errno.__name__, type(errno.errorcode).__name__)
