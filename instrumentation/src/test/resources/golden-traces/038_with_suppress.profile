lines 171
sha256 52361abf484df90457a545c662daae38ff7237f02bf0bbf91ff2904d9a2d7fb0
call <module> 0
c_call <module> 2 __build_class__
call Suppress 2
return Suppress 8
c_return <module> 2 __build_class__
call __init__ 3
return __init__ 5
call __enter__ 6
return __enter__ 7
c_call <module> 15 print
c_return <module> 15 print
call __exit__ 8
c_call __exit__ 9 issubclass
c_return __exit__ 9 issubclass
return __exit__ 11
c_call <module> 18 repr
c_return <module> 18 repr
c_call <module> 18 print
c_return <module> 18 print
call __init__ 3
return __init__ 5
call __enter__ 6
return __enter__ 7
call __exit__ 8
c_call __exit__ 9 issubclass
c_return __exit__ 9 issubclass
return __exit__ 12
c_call <module> 23 print
c_return <module> 23 print
call count_ok 24
