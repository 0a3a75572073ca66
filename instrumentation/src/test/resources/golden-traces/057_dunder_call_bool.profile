lines 239
sha256 9f94e908c726386ac49cae897a0f57ee1c06aaa9551d831c1b7e602cdaf540be
call <module> 0
c_call <module> 2 __build_class__
call Polynomial 2
return Polynomial 12
c_return <module> 2 __build_class__
call __init__ 3
return __init__ 4
call <listcomp> 21
call __call__ 5
return __call__ 9
call __call__ 5
return __call__ 9
call __call__ 5
return __call__ 9
call __call__ 5
return __call__ 9
call __call__ 5
return __call__ 9
return <listcomp> 21
call __bool__ 10
c_call __bool__ 11 any
c_return __bool__ 11 any
return __bool__ 11
call __init__ 3
return __init__ 4
call __bool__ 10
c_call __bool__ 11 any
c_return __bool__ 11 any
return __bool__ 11
call __init__ 3
