lines 209
sha256 801bd3c6e88af13244318a49ecc3df1f1fd6775b4b040c7080c87c80f91f8cab
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
