lines 109
sha256 534a7e67bcee8ede766bf89e45ffcf71bf18d449092c2fea48b6ab0735d88757
call <module> 0
call use_global 6
return use_global 11
c_call <module> 14 print
c_return <module> 14 print
call closure 17
return closure 27
call inner 24
return inner 25
call closure 17
return closure 27
call inner 24
return inner 25
c_call <module> 30 print
c_return <module> 30 print
call outer 33
call step 36
return step 40
return outer 45
c_call <module> 48 print
c_return <module> 48 print
c_call <module> 51 __build_class__
call Shapes 51
return Shapes 59
c_return <module> 51 __build_class__
c_call <module> 62 print
c_return <module> 62 print
call gen 65
return gen 69
call gen 69
