lines 203
sha256 672c3f9b1eba96ab54c261388037f5d9df6a1b4fc34a30647fc37567a9eeb419
call <module> 0
c_call <module> 4 __build_class__
call Point 4
return Point 7
c_return <module> 4 __build_class__
c_call <module> 12 __build_class__
call Point3 12
return Point3 15
c_return <module> 12 __build_class__
call __init__ 7
return __init__ 9
call __init__ 7
return __init__ 9
call __init__ 7
return __init__ 9
call __init__ 7
return __init__ 9
call __init__ 7
return __init__ 9
call __init__ 15
call __init__ 7
return __init__ 9
return __init__ 17
call __init__ 15
call __init__ 7
return __init__ 9
return __init__ 17
call where 20
return where 23
c_call <module> 40 print
