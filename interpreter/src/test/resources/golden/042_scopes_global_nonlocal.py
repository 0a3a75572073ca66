# global and nonlocal declarations, shadowing and class scopes.
x = "global x"
def read_global():
    return x
def shadow():
    x = "local x"
    return x
def write_global():
    global x
    x = "rebound by function"
print(read_global(), shadow(), x)
write_global()
print(x)
def create_global():
    global brand_new
    brand_new = 123
create_global()
print(brand_new)
def outer():
    level = 1
    def middle():
        nonlocal level
        level += 1
        def inner():
            nonlocal level
            level *= 10
        inner()
        return level
    middle()
    return level
print(outer())
def nonlocal_vs_global():
    y = "enclosing"
    def g():
        global y
        y = "module y"
    g()
    return y
print(nonlocal_vs_global(), y)
class Config:
    name = "cfg"
    upper = name.upper()
    try:
        items = [name + str(i) for i in range(2)]
    except NameError as e:
        items = "comprehension cannot see class scope: " + str(e)
    first_of = [c for c in name]
    def method(self):
        return name_from_module
name_from_module = "module-level"
print(Config.upper, Config.items, Config.first_of, Config().method())
n = 0
def counter():
    global n
    for _ in range(5):
        n += 1
counter()
counter()
print(n)
def uses_before_assign():
    try:
        print(x)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    x = 1
uses_before_assign()
def loop_var_leak():
    for i in range(3):
        pass
    return i
print(loop_var_leak())
def builtins_shadow():
    len = lambda s: 42
    return len("abc")
print(builtins_shadow(), len("abc"))
def make_accounts():
    balance = 0
    def deposit(v):
        nonlocal balance
        balance += v
        return balance
    def withdraw(v):
        nonlocal balance
        if v > balance:
            raise ValueError("insufficient")
        balance -= v
        return balance
    return deposit, withdraw
dep, wd = make_accounts()
dep(100)
print(wd(30), dep(5))
try:
    wd(1000)
except ValueError as e:
    print(e)
print(sorted(k for k in globals() if k in ("x", "n", "brand_new", "y")))
