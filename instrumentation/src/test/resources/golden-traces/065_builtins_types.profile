lines 169
sha256 84a54f6f8abce3fd38c42655942c09172b6e2538d97665498c6f9250145b4925
call <module> 0
call <listcomp> 3
return <listcomp> 3
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 isinstance
c_return <module> 5 isinstance
c_call <module> 5 isinstance
c_return <module> 5 isinstance
c_call <module> 5 isinstance
c_return <module> 5 isinstance
c_call <module> 5 isinstance
c_return <module> 5 isinstance
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 issubclass
c_return <module> 6 issubclass
c_call <module> 6 issubclass
c_return <module> 6 issubclass
c_call <module> 6 issubclass
c_return <module> 6 issubclass
c_call <module> 6 issubclass
c_return <module> 6 issubclass
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 isinstance
c_return <module> 7 isinstance
c_call <module> 7 isinstance
