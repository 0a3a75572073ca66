lines 179
sha256 afdd1e8916da733516f69ad87487d061be6d9b0dfe7b2804779ae399d314a965
call <module> 0
c_call <module> 6 repr
c_return <module> 6 repr
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 repr
c_return <module> 6 repr
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 repr
c_return <module> 6 repr
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 repr
c_return <module> 6 repr
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 repr
c_return <module> 6 repr
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 repr
c_return <module> 6 repr
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 repr
c_return <module> 6 repr
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 6 repr
