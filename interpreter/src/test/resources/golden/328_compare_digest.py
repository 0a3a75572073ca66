# _operator._compare_digest, hmac's compare_digest when there is no OpenSSL: ASCII str with str, bytes-like with bytes-like.
from _operator import _compare_digest as cd

print(cd(b"abc", b"abc"), cd(b"abc", b"abd"), cd(b"abc", b"ab"), cd(b"", b""), cd(b"", b"a"))
print(cd("abc", "abc"), cd("abc", "abC"), cd("", ""), cd("a" * 100, "a" * 100))
print(cd(bytearray(b"xyz"), b"xyz"), cd(memoryview(b"xyz"), bytearray(b"xyz")), cd(memoryview(b"axyz")[1:], b"xyz"))
print(type(cd(b"a", b"a")).__name__, cd.__name__)


def attempt(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print("ok", r)


attempt(lambda: cd("abc", b"abc"))
attempt(lambda: cd(b"abc", "abc"))
attempt(lambda: cd(1, 2))
attempt(lambda: cd(None, b""))
attempt(lambda: cd("é", "é"))
attempt(lambda: cd("abc", "é"))
attempt(lambda: cd(b"a"))
attempt(lambda: cd(b"a", b"b", b"c"))
attempt(lambda: cd(a=b"a", b=b"b"))
