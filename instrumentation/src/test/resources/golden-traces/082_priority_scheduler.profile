lines 483
sha256 ac7c156f2a422f4d29b83ce4d82e010b6f7b8697265fca409aaeba1eccc94f38
call <module> 0
c_call <module> 2 __build_class__
call Heap 2
return Heap 18
c_return <module> 2 __build_class__
c_call <module> 36 __build_class__
call Task 36
return Task 44
c_return <module> 36 __build_class__
c_call <module> 46 __build_class__
call Scheduler 46
return Scheduler 52
c_return <module> 46 __build_class__
call __init__ 3
return __init__ 4
call push 7
c_call push 9 append
c_return push 9 append
c_call push 10 len
c_return push 10 len
return push 11
call push 7
c_call push 9 append
c_return push 9 append
c_call push 10 len
c_return push 10 len
return push 11
call push 7
c_call push 9 append
c_return push 9 append
