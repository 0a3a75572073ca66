lines 89
sha256 9a4de3ac0294bcc77bcb6814f97859d5eb6307da4f005be21bd62edd2db989ae
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 14 print
c_return <module> 14 print
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 25 print
c_return <module> 25 print
c_call <module> 27 print
c_return <module> 27 print
c_call <module> 29 print
c_return <module> 29 print
c_call <module> 33 print
c_return <module> 33 print
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 36 print
