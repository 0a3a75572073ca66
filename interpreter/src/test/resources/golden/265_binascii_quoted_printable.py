# binascii's quoted-printable codec without the standard library: soft breaks, line ends, header mode, errors
import binascii as B
samples = [b"", b"hello", b"a=b", b"tab\there", b"trail ", b"trail\t", b"line1\nline2 \nline3\t\n", b"crlf\r\nline \r\n",
           b"x" * 200, b"y" * 75 + b"=" , b".", b".\n", b"a\n.\n", b"\x00\x01\xff\x80", b"under_score here", b"=" * 40,
           ("caf\u00e9 " * 30).encode(), b"a\rb\nc", b"z" * 74 + b"\n" + b"w" * 80, b" " * 100, b"\t\t\n\t"]
for s in samples:
    for kw in [{}, {"quotetabs": True}, {"istext": False}, {"header": True}, {"quotetabs": True, "istext": False, "header": True}]:
        e = B.b2a_qp(s, **kw)
        print(e, B.a2b_qp(e, header=kw.get("header", False)) == s if kw.get("istext", True) else B.a2b_qp(e))
for d in [b"=41=42", b"soft=\nbreak", b"soft=\r\nbreak", b"soft= \r\nx", b"bad=zz", b"end=", b"a==b", b"a_b", b"=4", b"=4g", "text=3D"]:
    print(B.a2b_qp(d), B.a2b_qp(d, header=True))
try: B.a2b_qp(1)
except Exception as e: print(e)
try: B.b2a_qp('x')
except Exception as e: print(e)
