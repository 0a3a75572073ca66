lines 179
sha256 de3e35e97bd1a6763ff46fdd2c1b1fb58ed67b3b4326ea23346cf4fecae1e3e5
call <module> 0
c_call <module> 2 __build_class__
call Stack 2
return Stack 6
c_return <module> 2 __build_class__
call push 3
c_call push 4 append
c_return push 4 append
return push 5
call push 3
c_call push 4 append
c_return push 4 append
return push 5
call peek 6
return peek 7
c_call <module> 10 len
c_return <module> 10 len
c_call <module> 10 pop
c_return <module> 10 pop
c_call <module> 10 isinstance
c_return <module> 10 isinstance
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 sum
c_return <module> 11 sum
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 __build_class__
call DefaultDict 12
return DefaultDict 16
