# An imported module's dunder names, in CPython's order; a script's __cached__ is None, as no byte-code cache is written.
import mod_counter


print([k for k in vars(mod_counter) if k.startswith("__")])
print(mod_counter.__name__, repr(mod_counter.__package__), mod_counter.__doc__)
print(__cached__)
