# getattr, setattr, hasattr, delattr, vars, callable, dynamic dispatch by name.
class Plugin:
    version = 1
    def __init__(self, name):
        self.name = name
    def run_upper(self, s):
        return s.upper()
    def run_reverse(self, s):
        return s[::-1]
p = Plugin("demo")
print(getattr(p, "name"), getattr(p, "version"), getattr(p, "missing", "fallback"), getattr(Plugin, "version"))
setattr(p, "level", 3)
setattr(Plugin, "shared", "class-wide")
print(p.level, p.shared, Plugin("x").shared, hasattr(p, "level"), hasattr(p, "nope"), hasattr(Plugin, "run_upper"))
delattr(p, "level")
print(hasattr(p, "level"), vars(p), sorted(k for k in vars(Plugin) if not k.startswith("__")))
for action in ["upper", "reverse", "explode"]:
    method = getattr(p, "run_" + action, None)
    if callable(method):
        print(action, "->", method("frameweave"))
    else:
        print(action, "-> no such action")
try:
    getattr(p, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    delattr(p, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(p, 42)
except TypeError as e:
    print("TypeError:", e)
try:
    setattr(5, "x", 1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)
config = {"host": "localhost", "port": 8080, "debug": True}
class Settings:
    pass
s = Settings()
for k, v in config.items():
    setattr(s, k, v)
print(vars(s), s.port, vars(s) is s.__dict__)
s.__dict__["extra"] = "via dict"
print(s.extra, getattr(s, "extra"))
print(getattr([1, 2], "__len__")(), getattr("abc", "upper")(), getattr(str, "lower")("ABC"), hasattr(3, "real"))
print((5).real, (5).imag if hasattr(5, "imag") else 0, (3.5).real, (7).numerator, (7).denominator)
def copy_attrs(src, dst, names):
    for n in names:
        if hasattr(src, n):
            setattr(dst, n, getattr(src, n))
    return dst
d = copy_attrs(s, Settings(), ["host", "missing", "debug"])
print(vars(d))
print(callable(Plugin), callable(p), callable(p.run_upper), callable(None), callable(vars))
print(getattr(Plugin, "__name__"), getattr(p, "__class__").__name__, type(getattr(Plugin, "run_upper")).__name__, type(p.run_upper).__name__)
