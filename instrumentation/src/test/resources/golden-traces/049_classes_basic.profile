lines 157
sha256 d80da95fbb09ecd417565c7d7423ad2a7f8e9da94072c5985d862bdab03c82e5
call <module> 0
c_call <module> 2 __build_class__
call Dog 2
return Dog 13
c_return <module> 2 __build_class__
call __init__ 5
return __init__ 9
call __init__ 5
return __init__ 9
call add_trick 10
c_call add_trick 11 append
c_return add_trick 11 append
return add_trick 12
call add_trick 10
c_call add_trick 11 append
c_return add_trick 11 append
return add_trick 12
call describe 13
c_call describe 14 join
c_return describe 14 join
return describe 14
c_call <module> 18 print
c_return <module> 18 print
call describe 13
c_call describe 14 join
c_return describe 14 join
return describe 14
c_call <module> 19 print
c_return <module> 19 print
c_call <module> 20 print
