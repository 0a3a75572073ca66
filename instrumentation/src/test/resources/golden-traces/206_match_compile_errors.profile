lines 447
sha256 2bfc886bead2dbbf2d21922fcc4087704af2e49f9ccb5fe00f1cf0568d57cc51
call <module> 0
c_call <module> 65 compile
c_exception <module> 65 compile
c_call <module> 68 repr
c_return <module> 68 repr
c_call <module> 68 print
c_return <module> 68 print
c_call <module> 69 print
c_return <module> 69 print
c_call <module> 65 compile
c_exception <module> 65 compile
c_call <module> 68 repr
c_return <module> 68 repr
c_call <module> 68 print
c_return <module> 68 print
c_call <module> 69 print
c_return <module> 69 print
c_call <module> 65 compile
c_exception <module> 65 compile
c_call <module> 68 repr
c_return <module> 68 repr
c_call <module> 68 print
c_return <module> 68 print
c_call <module> 69 print
c_return <module> 69 print
c_call <module> 65 compile
c_exception <module> 65 compile
c_call <module> 68 repr
c_return <module> 68 repr
c_call <module> 68 print
