lines 123
sha256 c7c75d3b19e7c1346be34c0a39ad5c6268c4d40dc896285764c65e7203d3a6d2
call <module> 0
c_call <module> 3 __build_class__
call P 3
return P 4
c_return <module> 3 __build_class__
c_call <module> 7 __build_class__
call Q 7
return Q 8
c_return <module> 7 __build_class__
call <listcomp> 9
call __init__ 4
return __init__ 6
call __init__ 4
return __init__ 6
call __init__ 4
return __init__ 6
call __init__ 4
return __init__ 6
call __init__ 4
return __init__ 6
return <listcomp> 9
call __init__ 4
return __init__ 6
c_call <module> 18 getattr
c_return <module> 18 getattr
c_call <module> 18 print
c_return <module> 18 print
c_call <module> 18 getattr
c_return <module> 18 getattr
c_call <module> 18 print
