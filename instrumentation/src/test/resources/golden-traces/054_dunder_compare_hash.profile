lines 629
sha256 b39ff6a78b17cadb277390cc4abd2c89b47f74537458aef2eaa33764b2e46446
call <module> 0
c_call <module> 2 __build_class__
call Version 2
return Version 21
c_return <module> 2 __build_class__
call <listcomp> 23
call __init__ 3
c_call __init__ 4 split
c_return __init__ 4 split
call <genexpr> 4
return <genexpr> 4
call <genexpr> 4
return <genexpr> 4
call <genexpr> 4
return <genexpr> 4
call <genexpr> 4
return <genexpr> 4
return __init__ 4
call __init__ 3
c_call __init__ 4 split
c_return __init__ 4 split
call <genexpr> 4
return <genexpr> 4
call <genexpr> 4
return <genexpr> 4
call <genexpr> 4
return <genexpr> 4
call <genexpr> 4
return <genexpr> 4
return __init__ 4
