lines 175
sha256 961bd33944c7eae576de82e16586e098ee9c21286a453efb4a6ed902c5d7fd21
call <module> 0
c_call <module> 2 __build_class__
call Tag 2
return Tag 9
c_return <module> 2 __build_class__
call __init__ 3
return __init__ 5
call __enter__ 6
c_call __enter__ 7 append
c_return __enter__ 7 append
c_call __enter__ 8 upper
c_return __enter__ 8 upper
return __enter__ 8
c_call <module> 15 append
c_return <module> 15 append
call __exit__ 9
c_call __exit__ 10 append
c_return __exit__ 10 append
return __exit__ 11
c_call <module> 16 print
c_return <module> 16 print
call __init__ 3
return __init__ 5
call __enter__ 6
c_call __enter__ 7 append
c_return __enter__ 7 append
c_call __enter__ 8 upper
c_return __enter__ 8 upper
return __enter__ 8
call __init__ 3
