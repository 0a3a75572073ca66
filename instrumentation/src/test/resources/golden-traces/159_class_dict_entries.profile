lines 101
sha256 b67c7f9de6944b597410f80668cefc86291d885058efd4f686c5d6b4350cefd1
call <module> 0
c_call <module> 3 __build_class__
call A 3
return A 3
c_return <module> 3 __build_class__
c_call <module> 4 __build_class__
call B 4
return B 4
c_return <module> 4 __build_class__
c_call <module> 5 __build_class__
call E 5
return E 5
c_return <module> 5 __build_class__
c_call <module> 6 __build_class__
call I 6
return I 6
c_return <module> 6 __build_class__
c_call <module> 7 __build_class__
call L 7
return L 7
c_return <module> 7 __build_class__
c_call <module> 8 __build_class__
call D 8
return D 8
c_return <module> 8 __build_class__
c_call <module> 9 __build_class__
call St 9
return St 9
c_return <module> 9 __build_class__
c_call <module> 10 __build_class__
