lines 205
sha256 937740bd324ce363bde57fb471c8e7224b3355195257c5d993a72f4bf5e58c97
call <module> 0
c_call <module> 19 iter
c_return <module> 19 iter
c_call <module> 20 hasattr
c_return <module> 20 hasattr
c_call <module> 20 repr
c_return <module> 20 repr
call shape 4
return shape 7
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 20 hasattr
c_return <module> 20 hasattr
c_call <module> 20 repr
c_return <module> 20 repr
call shape 4
return shape 9
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 20 hasattr
c_return <module> 20 hasattr
c_call <module> 20 repr
c_return <module> 20 repr
call shape 4
return shape 11
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 20 hasattr
c_return <module> 20 hasattr
c_call <module> 20 repr
