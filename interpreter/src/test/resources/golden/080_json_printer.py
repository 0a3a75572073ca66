# A JSON-like serializer with pretty printing, and a small parser for the same format.
def dumps(value, indent=None, level=0):
    pad = "" if indent is None else "\n" + " " * (indent * (level + 1))
    end = "" if indent is None else "\n" + " " * (indent * level)
    sep = ", " if indent is None else ","
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        out = '"'
        for ch in value:
            out += {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t"}.get(ch, ch)
        return out + '"'
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        return "[" + sep.join(pad + dumps(v, indent, level + 1) for v in value) + end + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = (pad + dumps(str(k)) + ": " + dumps(v, indent, level + 1) for k, v in value.items())
        return "{" + sep.join(items) + end + "}"
    raise TypeError(f"Object of type {type(value).__name__} is not serializable")
def loads(text):
    pos = 0
    def ws():
        nonlocal pos
        while pos < len(text) and text[pos] in " \n\t\r":
            pos += 1
    def value():
        nonlocal pos
        ws()
        c = text[pos]
        if c == "{":
            pos += 1
            result = {}
            ws()
            if text[pos] == "}":
                pos += 1
                return result
            while True:
                ws()
                k = value()
                ws()
                assert text[pos] == ":", f"expected ':' at {pos}"
                pos += 1
                result[k] = value()
                ws()
                if text[pos] == ",":
                    pos += 1
                    continue
                pos += 1
                return result
        if c == "[":
            pos += 1
            result = []
            ws()
            if text[pos] == "]":
                pos += 1
                return result
            while True:
                result.append(value())
                ws()
                pos += 1
                if text[pos - 1] == "]":
                    return result
        if c == '"':
            pos += 1
            out = ""
            while text[pos] != '"':
                if text[pos] == "\\":
                    pos += 1
                    out += {"n": "\n", "t": "\t"}.get(text[pos], text[pos])
                else:
                    out += text[pos]
                pos += 1
            pos += 1
            return out
        for word, v in (("null", None), ("true", True), ("false", False)):
            if text.startswith(word, pos):
                pos += len(word)
                return v
        start = pos
        while pos < len(text) and text[pos] in "+-0123456789.eE":
            pos += 1
        num = text[start:pos]
        return float(num) if any(ch in num for ch in ".eE") else int(num)
    return value()
doc = {"name": "frameweave", "version": [0, 1, 0], "stable": False, "ratio": 0.1 + 0.2,
       "tags": ["vm", "jvm", "python"], "meta": {"quote": 'say "hi"\n', "empty": {}, "none": None, "list": []},
       "big": 2 ** 70, "neg": -1.5e-7}
print(dumps(doc))
pretty = dumps(doc, indent=2)
print(pretty)
back = loads(pretty)
print(back == doc, back["meta"]["quote"] == doc["meta"]["quote"], back["big"])
print(loads('[1, 2.5, "x", [true, null], {"k": -3}]'), loads("{}"), loads("[]"))
try:
    dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
