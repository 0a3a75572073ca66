lines 75
sha256 d7f2a96c689678adccf9c7db2679337e1c29f851dbacca6abe856bec8ec6c8a0
call <module> 0
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 10 globals
c_return <module> 10 globals
c_call <module> 10 globals
c_return <module> 10 globals
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 18 print
c_return <module> 18 print
c_call <module> 19 __build_class__
call Thing 19
return Thing 21
c_return <module> 19 __build_class__
call __init__ 21
return __init__ 23
c_call <module> 26 vars
c_return <module> 26 vars
c_call <module> 26 hasattr
c_return <module> 26 hasattr
c_call <module> 26 print
c_return <module> 26 print
c_call <module> 30 print
c_return <module> 30 print
c_call <module> 34 print
