lines 197
sha256 98aa36d58578a29b88b0d72af0df1c17dc98acb3f12966c611ca692e917458c2
call <module> 0
c_call <module> 2 __build_class__
call Plugin 2
return Plugin 8
c_return <module> 2 __build_class__
call __init__ 4
return __init__ 5
c_call <module> 11 getattr
c_return <module> 11 getattr
c_call <module> 11 getattr
c_return <module> 11 getattr
c_call <module> 11 getattr
c_return <module> 11 getattr
c_call <module> 11 getattr
c_return <module> 11 getattr
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 setattr
c_return <module> 12 setattr
c_call <module> 13 setattr
c_return <module> 13 setattr
call __init__ 4
return __init__ 5
c_call <module> 14 hasattr
c_return <module> 14 hasattr
c_call <module> 14 hasattr
c_return <module> 14 hasattr
c_call <module> 14 hasattr
c_return <module> 14 hasattr
c_call <module> 14 print
