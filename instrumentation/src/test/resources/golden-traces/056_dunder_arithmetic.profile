lines 479
sha256 b084060b168ca8b8ac5df4ed54ce32726b78fa6172aa6d58274516b3472a55d9
call <module> 0
c_call <module> 2 __build_class__
call Vec 2
return Vec 41
c_return <module> 2 __build_class__
call __init__ 3
return __init__ 4
call __init__ 3
return __init__ 4
call __add__ 7
c_call __add__ 8 isinstance
c_return __add__ 8 isinstance
call __init__ 3
return __init__ 4
return __add__ 9
call __sub__ 11
call __init__ 3
return __init__ 4
return __sub__ 12
call __mul__ 13
c_call __mul__ 14 isinstance
c_return __mul__ 14 isinstance
call __init__ 3
return __init__ 4
return __mul__ 15
call __rmul__ 19
call __mul__ 13
c_call __mul__ 14 isinstance
c_return __mul__ 14 isinstance
call __init__ 3
