lines 931
sha256 f20fab8db87a803d2ba1816a98176ef6eadee12e8e7cc6d735041231dd0af62e
call <module> 0
c_call <module> 4 repr
c_return <module> 4 repr
c_call <module> 4 upper
c_return <module> 4 upper
c_call <module> 4 lower
c_return <module> 4 lower
c_call <module> 4 title
c_return <module> 4 title
c_call <module> 4 capitalize
c_return <module> 4 capitalize
c_call <module> 4 swapcase
c_return <module> 4 swapcase
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 repr
c_return <module> 4 repr
c_call <module> 4 upper
c_return <module> 4 upper
c_call <module> 4 lower
c_return <module> 4 lower
c_call <module> 4 title
c_return <module> 4 title
c_call <module> 4 capitalize
c_return <module> 4 capitalize
c_call <module> 4 swapcase
c_return <module> 4 swapcase
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 repr
