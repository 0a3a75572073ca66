lines 139
sha256 fcc0ab764920dcf5721df1cab07d8c4520282aae8f52b77c93be312fd7be8e23
call <module> 0
c_call <module> 2 format
c_return <module> 2 format
c_call <module> 2 print
c_return <module> 2 print
c_call <module> 3 format
c_return <module> 3 format
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 format
c_return <module> 4 format
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 format
c_return <module> 5 format
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 7 __build_class__
call Point 7
return Point 11
c_return <module> 7 __build_class__
call __init__ 8
return __init__ 10
c_call <module> 15 format
call __repr__ 11
return __repr__ 12
call __repr__ 11
return __repr__ 12
c_return <module> 15 format
c_call <module> 15 print
