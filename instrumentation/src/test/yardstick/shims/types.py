def _f():
    pass
class _C:
    def m(self):
        pass
FunctionType = type(_f)
MethodType = type(_C().m)
CodeType = type(_f.__code__)
