lines 4909
sha256 f90e298c402b3fab64edb8fdb9237474f7cd0cf4135a2d2982f47cd4992296eb
call <module> 0
c_call <module> 2 __build_class__
call StackError 2
return StackError 3
c_return <module> 2 __build_class__
c_call <module> 4 __build_class__
call Forth 4
return Forth 45
c_return <module> 4 __build_class__
call __init__ 5
return __init__ 9
call run 42
c_call run 43 lower
c_return run 43 lower
c_call run 43 split
c_return run 43 split
call execute 45
c_call execute 47 len
c_return execute 47 len
call push 18
c_call push 19 append
c_return push 19 append
return push 19
c_call execute 47 len
c_return execute 47 len
call push 18
c_call push 19 append
c_return push 19 append
return push 19
c_call execute 47 len
