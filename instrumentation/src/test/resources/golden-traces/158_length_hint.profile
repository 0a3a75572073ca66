lines 229
sha256 d8500a3f3fda07dcec076d5797bde2d263252fc175f7d6691db79b5c21a7dab3
call <module> 0
c_call <module> 3 __build_class__
call Counted 3
return Counted 10
c_return <module> 3 __build_class__
c_call <module> 14 __build_class__
call Hinted 14
return Hinted 19
c_return <module> 14 __build_class__
call __init__ 4
return __init__ 6
call __len__ 7
return __len__ 9
call __getitem__ 10
return __getitem__ 13
call __getitem__ 10
return __getitem__ 13
call __getitem__ 10
return __getitem__ 13
call __getitem__ 10
return __getitem__ 12
c_call <module> 23 print
c_return <module> 23 print
call __len__ 7
return __len__ 9
call __getitem__ 10
return __getitem__ 13
call __getitem__ 10
return __getitem__ 13
call __getitem__ 10
