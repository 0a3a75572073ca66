# The program's file name is absolute (joined to the current directory as given), sys.argv[0] stays as given,
# and relative sys.path entries are found from the current directory at each import, even after os.chdir.
import os
import sys
import tempfile

print(os.path.isabs(__file__), __file__ == os.getcwd() + os.sep + sys.argv[0], sys.argv[0])
print(sys._getframe().f_code.co_filename == __file__)

start = os.getcwd()
sys.dont_write_bytecode = True  # the modules below are new at each run: no cache files of them
with tempfile.TemporaryDirectory() as top:
    for name, text in [("a/mod_in_a.py", "WHERE = 'a'\n"), ("b/mod_in_b.py", "WHERE = 'b'\n"),
                       ("b/c/mod_in_c.py", "WHERE = 'c'\n")]:
        path = os.path.join(top, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    os.chdir(top)
    sys.path.insert(0, "a")
    import mod_in_a
    print(mod_in_a.WHERE, os.path.relpath(mod_in_a.__file__, top), os.path.isabs(mod_in_a.__file__))
    os.chdir("b")
    sys.path.insert(0, "")
    import mod_in_b
    print(mod_in_b.WHERE, os.path.relpath(mod_in_b.__file__, top))
    sys.path.insert(0, "./c")
    import mod_in_c
    print(mod_in_c.WHERE, mod_in_c.__file__ == os.path.join(top, "b", "./c", "mod_in_c.py"))
    os.chdir(start)
    for n in ("mod_in_a", "mod_in_b", "mod_in_c"):
        del sys.modules[n]
    del sys.path[:3]
    try:
        import mod_in_b
    except ModuleNotFoundError as e:
        print(e)
