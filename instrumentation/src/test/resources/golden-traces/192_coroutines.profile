lines 535
sha256 5df03fa3b77b3ddf87d7d3bd42972868c8f013b137726538b607bf02091cbb57
call <module> 0
c_call <module> 4 __build_class__
call Sleep 4
return Sleep 11
c_return <module> 4 __build_class__
call run 30
c_call run 35 pop
c_return run 35 pop
c_call run 37 send
call middle 24
call leaf 19
call __init__ 7
return __init__ 9
call __await__ 11
return __await__ 13
return leaf 20
return middle 25
c_return run 37 send
c_call run 41 print
c_return run 41 print
c_call run 42 append
c_return run 42 append
c_call run 35 pop
c_return run 35 pop
c_call run 37 send
call middle 24
call leaf 19
call __init__ 7
return __init__ 9
call __await__ 11
