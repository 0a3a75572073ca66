"""breakpoint() and sys.breakpointhook: $PYTHONBREAKPOINT read at each call, a builtin by its bare name, 0 for none,
a warning for a name that cannot be imported, a replaced hook, and a lost one."""
try:
    import os, sys, warnings
    print(sys.breakpointhook is sys.__breakpointhook__, sys.breakpointhook)
    os.environ['PYTHONBREAKPOINT'] = 'builtins.print'
    breakpoint(1, 2, sep='-')
    os.environ['PYTHONBREAKPOINT'] = 'int'
    print(breakpoint('7'))
    os.environ['PYTHONBREAKPOINT'] = '0'
    print(breakpoint())
    for envar in ('.', '..', '.foo', 'foo.', '.int', 'int.', '.foo.bar', '..foo.bar', '/./', 'nosuchbuiltin', 'nosuchmodule.nosuchcallable'):
        os.environ['PYTHONBREAKPOINT'] = envar
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter('always')
            breakpoint()
        print(envar, [(str(x.message), x.category.__name__, x.lineno) for x in w])
    sys.breakpointhook = lambda *a, **k: print('mine', a, k)
    breakpoint(3, x=4)
    del sys.breakpointhook
    try:
        breakpoint()
    except RuntimeError as e:
        print(e)
finally:
    os.environ.pop('PYTHONBREAKPOINT', None)
