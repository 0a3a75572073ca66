# _json.encode_basestring and encode_basestring_ascii on every control character, quotes, backslashes,
# non-ASCII, characters beyond the BMP (written as surrogate pairs) and lone surrogates; then read back.
import _json
import json
import json.encoder

everything = "".join(chr(c) for c in range(0x20)) + " \"\\/~\x7f\x80\u00ff\u0100\u4e2d\uffff\U00010000\U0001f600\U0010ffff"
print(_json.encode_basestring_ascii(everything))
print(ascii(_json.encode_basestring(everything)))
print(json.loads(_json.encode_basestring_ascii(everything)) == everything)
print(json.loads(_json.encode_basestring(everything)) == everything)
print(_json.encode_basestring_ascii("\ud800\udc00 \udfff x \ud83d"))
print(_json.encode_basestring_ascii(""), _json.encode_basestring(""), _json.encode_basestring("plain"))
print(json.encoder.encode_basestring_ascii is _json.encode_basestring_ascii,
      json.encoder.c_encode_basestring is _json.encode_basestring, _json.encode_basestring_ascii.__module__)
for args in [(1,), (b"x",), (), ("a", "b")]:
    for f in (_json.encode_basestring, _json.encode_basestring_ascii):
        try:
            print(f(*args))
        except TypeError as e:
            print("TypeError", e)


class S(str):
    pass


print(_json.encode_basestring_ascii(S("sub\u00e9")), json.dumps(S("x")))
text = json.dumps({"\u00e9\n": ["\t", "\U0001f600"]})
print(text, json.loads(text))
