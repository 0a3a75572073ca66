# import of sibling modules: import, from-import, aliases, module caching and attributes.
print("main starts, __name__ =", __name__)
import mod_geometry
import mod_geometry as geo
from mod_geometry import Circle, hypot as h
import sys

print(mod_geometry is geo, type(geo).__name__, geo.__name__, geo.PI_ROUNDED)
print(Circle(2), round(Circle(2).area(), 3), h(3, 4), geo.hypot(5, 12))
print(geo.loaded_count, geo._private_helper())
import mod_geometry
print("imported again without re-running:", geo.loaded_count)
print("mod_geometry" in sys.modules, sys.modules["mod_geometry"] is geo, sys.modules["__main__"].__name__)
geo.loaded_count = 99
import mod_geometry as again
print(again.loaded_count)
import mod_counter
print(mod_counter.bump(), mod_counter.bump(5), mod_counter.count, mod_counter.distance((0, 0), (6, 8)))
from mod_counter import count
print("from-import copies the binding:", count)
mod_counter.bump()
print(count, mod_counter.count)
try:
    import mod_does_not_exist
except ModuleNotFoundError as e:
    print("ModuleNotFoundError:", e, e.name)
try:
    from mod_geometry import nothing_here
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])
import math, time
print(math.__name__, time.__name__, hasattr(geo, "Circle"), callable(getattr(geo, "hypot")))
def late_import():
    import mod_textkit
    return mod_textkit.shout("late")
print(late_import(), "mod_textkit" in sys.modules, "mod_textkit" in globals())
def main():
    print("main() called because __name__ is", repr(__name__))
if __name__ == "__main__":
    main()
