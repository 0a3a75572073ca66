lines 239
sha256 df9784f86ca9016baaee416ab7e4fbc62ecf7440500d24f35657cbf61defd4ef
call <module> 0
c_call <module> 4 __build_class__
call A 4
return A 5
c_return <module> 4 __build_class__
c_call <module> 7 __build_class__
call B 7
return B 8
c_return <module> 7 __build_class__
c_call <module> 10 __build_class__
call C 10
return C 11
c_return <module> 10 __build_class__
c_call <module> 13 __build_class__
call D 13
return D 14
c_return <module> 13 __build_class__
call names 2
call <listcomp> 3
return <listcomp> 3
return names 3
call who 14
call who 8
call who 11
call who 5
return who 6
return who 12
return who 9
return who 15
c_call <module> 16 print
