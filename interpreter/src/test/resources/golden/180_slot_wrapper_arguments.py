# The special methods of builtin types check their arguments as CPython's slot wrappers do: by the slot.
def attempt(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("{}.__eq__()", lambda: {}.__eq__())
attempt("{}.__eq__(1, 2)", lambda: {}.__eq__(1, 2))
attempt("[].__len__(1)", lambda: [].__len__(1))
attempt("'a'.__repr__(1, 2)", lambda: 'a'.__repr__(1, 2))
attempt("(1).__add__()", lambda: (1).__add__())
attempt("(1).__neg__(2)", lambda: (1).__neg__(2))
attempt("{1}.__ior__()", lambda: {1}.__ior__())
attempt("{}.keys().__and__()", lambda: {}.keys().__and__())
attempt("range(3).__bool__(1)", lambda: range(3).__bool__(1))
attempt("iter([1]).__next__(1)", lambda: iter([1]).__next__(1))
attempt("'ab'.__iter__(1)", lambda: 'ab'.__iter__(1))
attempt("(2).__pow__()", lambda: (2).__pow__())
attempt("(2).__pow__(1, 2, 3)", lambda: (2).__pow__(1, 2, 3))
attempt("(2).__pow__(3, 5)", lambda: (2).__pow__(3, 5))
attempt("[1].__setitem__(0)", lambda: [1].__setitem__(0))
attempt("'ab'.__mul__()", lambda: 'ab'.__mul__())
attempt("(1).__mul__()", lambda: (1).__mul__())
attempt("[].__imul__(1, 2)", lambda: [].__imul__(1, 2))
attempt("object().__setattr__('x')", lambda: object().__setattr__('x'))
attempt("object().__delattr__()", lambda: object().__delattr__())
attempt("property().__get__()", lambda: property().__get__())
attempt("property().__set__(1)", lambda: property().__set__(1))
attempt("(1).__add__(other=1)", lambda: (1).__add__(other=1))
attempt("[].__getitem__()", lambda: [].__getitem__())
attempt("{}.__getitem__(1, 2)", lambda: {}.__getitem__(1, 2))
attempt("{}.__contains__()", lambda: {}.__contains__())
attempt("set().__contains__(k=1)", lambda: set().__contains__(k=1))
attempt("'ab'.__getitem__()", lambda: 'ab'.__getitem__())
attempt("int.__eq__()", lambda: int.__eq__())
attempt("list.append()", lambda: list.append())
attempt("list.__getitem__()", lambda: list.__getitem__())
attempt("int.__add__('x')", lambda: int.__add__('x'))
print(int.__add__, list.__init__, str.__getitem__, dict.__getitem__, list.__reversed__, int.__ceil__)
attempt("(1).__eq__(1)", lambda: (1).__eq__(1))
attempt("[1, 2].__len__()", lambda: [1, 2].__len__())

# a guest mistake is a guest exception, which except Exception catches
try:
    {}.__eq__()
except Exception as e:
    print("caught", type(e).__name__)
