lines 211
sha256 50f9301d0200bac36e28c8dce0a77c4b9a158a261168ee1549559528325ee50e
call <module> 0
c_call <module> 2 __build_class__
call Shape 2
return Shape 8
c_return <module> 2 __build_class__
c_call <module> 10 __build_class__
call Rectangle 10
return Rectangle 15
c_return <module> 10 __build_class__
c_call <module> 17 __build_class__
call Square 17
return Square 20
c_return <module> 17 __build_class__
c_call <module> 23 __build_class__
call Triangle 23
return Triangle 28
c_return <module> 23 __build_class__
call __init__ 12
call __init__ 4
return __init__ 5
return __init__ 14
call __init__ 18
call __init__ 12
call __init__ 4
return __init__ 5
return __init__ 14
return __init__ 19
call __init__ 25
call __init__ 4
return __init__ 5
